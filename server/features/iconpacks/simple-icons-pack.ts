import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IconPack, PackIcon } from '../../../shared/contracts/iconpacks.js';
import { simpleIconsProvider } from '../../../shared/contracts/icons.js';

interface BrandIcon {
  title: string;
  slug: string;
  hex: string;
  path: string;
}

interface BrandIndex {
  bySlug: Map<string, BrandIcon>;
  /** Every icon, sorted by title, with the lowercase text searched. */
  entries: { icon: PackIcon; title: string; slug: string }[];
}

export type SvgVariant = 'dark' | 'light';

export const simpleIconsUrlPrefix = '/iconpacks/simple-icons/';
/** The pack JSON of spec-features §7 for the built-in pack, for clients that follow jsonUrl. */
export const simpleIconsJsonUrl = '/iconpacks/simple-icons.json';

let packageVersion: string | undefined;

/** The installed simple-icons version, read once from its package.json (not exported by it). */
function simpleIconsVersion(): string {
  if (packageVersion === undefined) {
    try {
      const main = createRequire(import.meta.url).resolve('simple-icons');
      const pkg = JSON.parse(readFileSync(join(dirname(main), 'package.json'), 'utf8')) as { version?: unknown };
      packageVersion = typeof pkg.version === 'string' ? pkg.version : '';
    } catch {
      packageVersion = '';
    }
  }
  return packageVersion;
}

/** The built-in offline pack, always first in the list and never deletable. */
export function simpleIconsPack(): IconPack {
  return {
    _id: simpleIconsProvider,
    iconProvider: simpleIconsProvider,
    iconName: 'Simple Icons',
    iconPackVersion: simpleIconsVersion(),
    jsonUrl: simpleIconsJsonUrl,
    packDeveloper: 'Simple Icons',
    credit: { name: 'Simple Icons', url: 'https://simpleicons.org' },
    userId: null,
    hasLightVariants: true,
  };
}

function isBrandIcon(value: unknown): value is BrandIcon {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.title === 'string' && typeof v.slug === 'string' && typeof v.hex === 'string' && typeof v.path === 'string';
}

function toPackIcon(icon: BrandIcon): PackIcon {
  const iconUrl = `${simpleIconsUrlPrefix}${icon.slug}.svg`;
  return { iconName: icon.title, iconUrl, iconUrlLight: `${iconUrl}?variant=light` };
}

function buildIndex(module: Record<string, unknown>): BrandIndex {
  const icons = Object.values(module)
    .filter(isBrandIcon)
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  return {
    bySlug: new Map(icons.map((icon) => [icon.slug, icon])),
    entries: icons.map((icon) => ({ icon: toPackIcon(icon), title: icon.title.toLowerCase(), slug: icon.slug })),
  };
}

let index: Promise<BrandIndex> | null = null;

/** The package is 5 MB of JavaScript: it is imported on first use, never at server start. */
function brandIndex(): Promise<BrandIndex> {
  index ??= import('simple-icons').then((module) => buildIndex(module as Record<string, unknown>));
  return index;
}

/** Every icon of the pack, sorted by title: its name and slug. */
export async function allSimpleIcons(): Promise<{ iconName: string; slug: string }[]> {
  return (await brandIndex()).entries.map((e) => ({ iconName: e.icon.iconName, slug: e.slug }));
}

/** Icons whose title or slug contains q (case-insensitive): exact matches first, then prefixes. */
export async function searchSimpleIcons(q: string): Promise<PackIcon[]> {
  const { entries } = await brandIndex();
  const term = q.trim().toLowerCase();
  if (!term) return entries.map((e) => e.icon);
  const rank = (e: BrandIndex['entries'][number]) => {
    if (e.title === term || e.slug === term) return 0;
    if (e.title.startsWith(term) || e.slug.startsWith(term)) return 1;
    return e.title.includes(term) || e.slug.includes(term) ? 2 : 3;
  };
  return entries
    .map((e) => ({ e, r: rank(e) }))
    .filter(({ r }) => r < 3)
    .sort((a, b) => a.r - b.r)
    .map(({ e }) => e.icon);
}

/** WCAG relative luminance of a 6-digit hex colour. */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The brand colour, unless it would vanish into the theme's background: then a neutral grey. */
export function brandFill(hex: string, variant: SvgVariant): string {
  const luminance = relativeLuminance(hex);
  if (variant === 'dark' && luminance < 0.2) return '#d4d4d4';
  if (variant === 'light' && luminance > 0.8) return '#3f3f3f';
  return `#${hex}`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The icon as a self-contained, script-free SVG, or null for an unknown slug. */
export async function brandSvg(slug: string, variant: SvgVariant): Promise<string | null> {
  const icon = (await brandIndex()).bySlug.get(slug);
  if (!icon) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" fill="${brandFill(icon.hex, variant)}">` +
    `<title>${escapeXml(icon.title)}</title><path d="${escapeXml(icon.path)}"/></svg>`
  );
}
