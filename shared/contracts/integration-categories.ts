/**
 * The kinds the integrations screen groups built-ins by (issue 43): a manifest's `category`.
 * A package that names none (every catalogue package written before this) is "other".
 */
export const integrationCategories = ['media', 'downloads', 'network', 'storage', 'monitoring', 'home-automation', 'documents', 'other'] as const;

export type IntegrationCategory = (typeof integrationCategories)[number];

export const categoryLabels: Record<IntegrationCategory, string> = {
  media: 'Media',
  downloads: 'Downloads',
  network: 'Network',
  storage: 'Storage',
  monitoring: 'Monitoring',
  'home-automation': 'Home automation',
  documents: 'Documents',
  other: 'Other',
};

export function isIntegrationCategory(value: unknown): value is IntegrationCategory {
  return typeof value === 'string' && (integrationCategories as readonly string[]).includes(value);
}

/** Apps in the screen's order of kinds, each kind's apps by name; empty kinds left out. */
export function groupByCategory<T extends { appName: string; category?: IntegrationCategory }>(apps: readonly T[]): { category: IntegrationCategory; apps: T[] }[] {
  return integrationCategories
    .map((category) => ({ category, apps: apps.filter((a) => (a.category ?? 'other') === category).sort((a, b) => a.appName.localeCompare(b.appName)) }))
    .filter((group) => group.apps.length > 0);
}

/** Whether an app matches what was typed in the search box: every word, in its name, description or kind. */
export function matchesSearch(app: { appName: string; description: string; category?: IntegrationCategory }, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${app.appName} ${app.description} ${categoryLabels[app.category ?? 'other']}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
