import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';
import { homarrHealth } from './import-health.js';
import { isRecord, TreeBuilder, type ParsedImport, type RawWidget } from './import-tree.js';

/** Homarr's integration field names, as Homepage's widget keys (the shared mapping's language). */
const fieldKeys: Record<string, string> = { apiKey: 'key', username: 'username', password: 'password' };
/**
 * Every Homarr 0.x integration type (ajnart/homarr src/types/app.ts, `IntegrationType`), by its
 * lower-cased name, as the Homepage widget type that reads the same service. Readarr has no
 * built-in (the project is archived), so it imports as a plain link and says so.
 */
export const homarrKinds: Readonly<Record<string, string>> = {
  readarr: 'readarr',
  radarr: 'radarr',
  sonarr: 'sonarr',
  lidarr: 'lidarr',
  prowlarr: 'prowlarr',
  sabnzbd: 'sabnzbd',
  jellyseerr: 'jellyseerr',
  overseerr: 'overseerr',
  deluge: 'deluge',
  qbittorrent: 'qbittorrent',
  transmission: 'transmission',
  plex: 'plex',
  jellyfin: 'jellyfin',
  nzbget: 'nzbget',
  pihole: 'pihole',
  adguardhome: 'adguard',
  homeassistant: 'homeassistant',
  openmediavault: 'openmediavault',
  proxmox: 'proxmox',
};

/**
 * A Homarr 0.x board (schemaVersion 1, the JSON it keeps in data/configs and exports): `apps`
 * with `area.type` "category" (→ that category's folder) or "wrapper"/"sidebar" (→ a folder
 * named after the board). The link is the app's external URL; its `url` is Homarr's internal
 * address, which the integration uses, as Homarr itself does.
 */
export function parseHomarr(text: string): ParsedImport {
  let board: unknown;
  try {
    board = JSON.parse(text);
  } catch (err) {
    throw badRequest(importMessages.unreadable('Homarr', err instanceof Error ? err.message.slice(0, 300) : 'not JSON.'));
  }
  if (!isRecord(board) || !Array.isArray(board.apps)) throw badRequest(importMessages.unreadable('Homarr', 'it has no “apps” list (Hearth reads Homarr 0.x board files).'));
  const boardName = isRecord(board.configProperties) && typeof board.configProperties.name === 'string' ? `Homarr ${board.configProperties.name}` : 'Homarr';
  const tree = new TreeBuilder(boardName);
  const categories = new Map<string, string>();
  for (const category of Array.isArray(board.categories) ? board.categories.filter(isRecord) : []) {
    if (typeof category.id === 'string') categories.set(category.id, typeof category.name === 'string' ? category.name : 'Untitled folder');
  }
  if (Array.isArray(board.widgets) && board.widgets.length > 0) tree.warn(importMessages.ignoredParts('Homarr widgets (weather, clock, notes…)'));
  for (const app of board.apps.filter(isRecord)) {
    const area = isRecord(app.area) && isRecord(app.area.properties) ? app.area : null;
    const categoryId = area?.type === 'category' && isRecord(area.properties) ? String(area.properties.id) : null;
    const folder = categoryId && categories.has(categoryId) ? tree.folder(null, categories.get(categoryId)) : null;
    const behaviour = isRecord(app.behaviour) ? app.behaviour : {};
    const external = typeof behaviour.externalUrl === 'string' && behaviour.externalUrl.trim() ? behaviour.externalUrl : app.url;
    const widget = widgetOf(app);
    const appearance = isRecord(app.appearance) ? app.appearance : {};
    tree.link(folder, app.name, external, widget ? [widget] : [], { description: behaviour.tooltipDescription, icon: appearance.iconUrl, health: homarrHealth(app) });
  }
  return tree.result();
}

function widgetOf(app: Record<string, unknown>): RawWidget | null {
  const integration = isRecord(app.integration) ? app.integration : null;
  if (!integration || typeof integration.type !== 'string') return null;
  const lower = integration.type.toLowerCase();
  const values: RawWidget['values'] = {};
  for (const property of Array.isArray(integration.properties) ? integration.properties.filter(isRecord) : []) {
    const key = typeof property.field === 'string' ? fieldKeys[property.field] : undefined;
    if (key && typeof property.value === 'string' && property.value) values[key] = property.value;
  }
  return { type: homarrKinds[lower] ?? lower, url: typeof app.url === 'string' ? app.url : null, values, raw: integration };
}
