import { searchKinds, type SearchHit, type SearchKind } from '../../../shared/contracts/search.js';
import type { WebSearch } from './webSearch.js';
import type { DockerRow } from '../containers/paletteDocker.js';

/** A settings screen the palette can open (a static list: the screens are the client's own). */
export interface SettingsScreen {
  /** Its catalogue key: palette.screens.<id>. */
  id: string;
  title: string;
  path: string;
}

export const settingsScreens: readonly SettingsScreen[] = [
  { id: 'settings', title: 'Settings', path: '/manage' },
  { id: 'general', title: 'General settings', path: '/manage/general' },
  { id: 'theme', title: 'Theme', path: '/manage/theme' },
  { id: 'listings', title: 'Listings', path: '/manage/listing' },
  { id: 'weather', title: 'Weather', path: '/manage/weather' },
  { id: 'profile', title: 'My profile', path: '/manage/profile' },
  { id: 'accounts', title: 'User accounts', path: '/manage/accounts' },
  { id: 'iconPacks', title: 'Icon packs', path: '/manage/iconpack' },
  { id: 'apps', title: 'Apps and integrations', path: '/manage/apps' },
  { id: 'totp', title: 'Authenticator (2FA) entries', path: '/manage/totp' },
  { id: 'networkDevices', title: 'Network devices', path: '/manage/networkdevices' },
  { id: 'streams', title: 'Camera streams', path: '/manage/streaming' },
  { id: 'pages', title: 'Pages', path: '/manage/page' },
  { id: 'docker', title: 'Docker hosts', path: '/manage/docker' },
  { id: 'containers', title: 'Containers', path: '/containers' },
];

/** One row of the palette: a search result, a Docker host or container, a settings screen or the web search. */
export type PaletteItem =
  | { type: 'hit'; key: string; hit: SearchHit }
  | { type: 'docker'; key: string; docker: DockerRow }
  | { type: 'screen'; key: string; screen: SettingsScreen }
  | { type: 'web'; key: string; web: WebSearch };

export type PaletteGroup = 'recent' | SearchKind | DockerRow['group'] | 'screen' | 'web';

/** The groups' English names, which en.json holds as palette.groups. */
export const groupLabels: Record<PaletteGroup, string> = {
  recent: 'Recent',
  link: 'Links',
  folder: 'Folders',
  todoList: 'Todo lists',
  snippetList: 'Snippet lists',
  camera: 'Cameras',
  todo: 'Todos',
  snippet: 'Snippets',
  page: 'Pages',
  device: 'Devices',
  totp: '2FA codes',
  user: 'Users',
  dockerHost: 'Docker hosts',
  container: 'Containers',
  screen: 'Settings',
  web: 'Web',
};

/** Settings screens whose title (as shown, so in the reader's language) holds every word typed. */
export function matchingScreens(query: string, screens: readonly SettingsScreen[] = settingsScreens): SettingsScreen[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return screens.filter((screen) => words.every((word) => screen.title.toLowerCase().includes(word)));
}

/**
 * The rows in groups, in the order they are shown (and walked by the arrow keys): recents the
 * user opened before first, then each kind in the order of its best result, settings, the web.
 */
export function groupItems(hits: SearchHit[], screens: SettingsScreen[], web: WebSearch | null, recentKeys: readonly string[], docker: readonly DockerRow[] = []): { group: PaletteGroup; items: PaletteItem[] }[] {
  const recentRank = new Map(recentKeys.map((key, index) => [key, index]));
  const recent = hits.filter((hit) => recentRank.has(hitKey(hit))).sort((a, b) => recentRank.get(hitKey(a))! - recentRank.get(hitKey(b))!);
  const groups: { group: PaletteGroup; items: PaletteItem[] }[] = [];
  if (recent.length > 0) groups.push({ group: 'recent', items: recent.map((hit) => ({ type: 'hit', key: `recent:${hitKey(hit)}`, hit })) });
  const byKind = new Map<SearchKind, PaletteItem[]>();
  for (const hit of hits) {
    if (recentRank.has(hitKey(hit))) continue;
    const list = byKind.get(hit.kind) ?? [];
    list.push({ type: 'hit', key: hitKey(hit), hit });
    byKind.set(hit.kind, list);
  }
  for (const [kind, items] of byKind) groups.push({ group: kind, items });
  for (const group of ['dockerHost', 'container'] as const) {
    const rows = docker.filter((row) => row.group === group);
    if (rows.length > 0) groups.push({ group, items: rows.map((row) => ({ type: 'docker', key: row.key, docker: row })) });
  }
  if (screens.length > 0) groups.push({ group: 'screen', items: screens.map((screen) => ({ type: 'screen', key: `screen:${screen.path}`, screen })) });
  if (web) groups.push({ group: 'web', items: [{ type: 'web', key: 'web', web }] });
  return groups;
}

export function hitKey(hit: Pick<SearchHit, 'kind' | 'id'>): string {
  return `${hit.kind}:${hit.id}`;
}

/** Where a result leads in Hearth when Enter is not an action. */
export function hitPath(hit: SearchHit): string | null {
  switch (hit.kind) {
    case 'folder':
      return `/c/${encodeURIComponent(hit.id)}`;
    case 'todoList':
      return `/t/${encodeURIComponent(hit.id)}`;
    case 'todo':
      return hit.parentId ? `/t/${encodeURIComponent(hit.parentId)}` : '/tasks';
    case 'snippetList':
      return `/s/${encodeURIComponent(hit.id)}`;
    case 'snippet':
      return hit.parentId ? `/s/${encodeURIComponent(hit.parentId)}` : '/snippet';
    case 'camera':
      return `/quick-preview/${encodeURIComponent(hit.id)}`;
    case 'page':
      return `/p/${encodeURIComponent(hit.id)}`;
    case 'device':
      return '/networkdevices';
    case 'totp':
      return '/manage/totp';
    case 'user':
      return `/manage/accounts/${encodeURIComponent(hit.id)}`;
    case 'link':
      return null;
  }
}

/** The word a row says for what Enter does; the English ones, which en.json holds as palette.actions. */
export const actionLabels = {
  open: 'Open',
  wake: 'Wake',
  show: 'Show',
  copyCode: 'Copy code',
  complete: 'Complete',
  copy: 'Copy',
  quickView: 'Quick view',
  search: 'Search',
} as const;

export type PaletteAction = keyof typeof actionLabels;

/** What Enter does to a result: the key of the word said on the row. */
export function hitAction(hit: SearchHit): PaletteAction {
  switch (hit.kind) {
    case 'link':
      return 'open';
    case 'device':
      return hit.canWake ? 'wake' : 'show';
    case 'totp':
      return 'copyCode';
    case 'todo':
      return hit.completed ? 'show' : 'complete';
    case 'snippet':
      return 'copy';
    case 'camera':
      return 'quickView';
    case 'folder':
    case 'todoList':
    case 'snippetList':
    case 'page':
    case 'user':
      return 'open';
  }
}

/** Recently opened results, newest first, kept in this browser. */
const recentsKey = 'hearth.palette.recents';
const recentsKept = 8;

export function readRecents(storage: Pick<Storage, 'getItem'> = localStorage): SearchHit[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(recentsKey) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return (raw as unknown[]).filter((item): item is SearchHit => {
      if (typeof item !== 'object' || item === null) return false;
      const fields = item as Record<string, unknown>;
      return typeof fields.id === 'string' && typeof fields.kind === 'string' && searchKinds.includes(fields.kind as SearchKind) && typeof fields.title === 'string';
    });
  } catch {
    return [];
  }
}

export function rememberRecent(hit: SearchHit, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const rest = readRecents(storage).filter((item) => hitKey(item) !== hitKey(hit));
  storage.setItem(recentsKey, JSON.stringify([hit, ...rest].slice(0, recentsKept)));
}
