import { discoveryMessages } from '../../../shared/messages.js';
import { labelPath, setAtPath } from './label-path.js';
import { traefikAddress } from './traefik-rule.js';

/**
 * Discovery: the cards that running containers' labels describe, as a Homepage services
 * document (the shape of services.yaml), so that proposals go through the same import as a
 * Homepage file: the same widget mapping, icons, keys and reasons for what is left out.
 *
 * Read the way Homepage reads them (docs/configs/docker.md, src/utils/config/service-helpers.js):
 * - every `homepage.<path>` label is set on the container's service with dot notation
 *   (`homepage.widget.url`, `homepage.widgets[1].type`, `homepage.widget.mappings[0].label`);
 * - `homepage.instance.<name>.<path>` applies only to the instance of that name (Hearth's host
 *   setting), and other instances' labels are passed over;
 * - a service needs a name and a group; `weight` orders a group (then the name).
 * On top of Homepage's labels:
 * - `hearth.<path>` labels, which win over `homepage.` ones; with them a name and group are not
 *   required (the container's Compose service and project stand in), `hearth.url` is the href,
 *   and `hearth.enable=false` keeps the container out of discovery;
 * - when no href is given, the address of the container's Traefik router rule.
 */

export interface LabelledContainer {
  /** The Docker host's name in Hearth (Homepage's `server`). */
  host: string;
  /** The container's name, without Docker's leading slash. */
  name: string;
  labels: Readonly<Record<string, string>>;
}

export interface DiscoveryOptions {
  /** The host's instance name for `homepage.instance.<name>.` labels; none: those labels are passed over. */
  instanceName?: string | null;
}

export interface DiscoveredService {
  host: string;
  containerName: string;
  group: string;
  name: string;
  /** The Homepage service entry (href, icon, description, widget…, server and container). */
  entry: Record<string, unknown>;
  weight: number;
}

export interface Discovery {
  services: DiscoveredService[];
  /** Containers whose labels did not make a card, each with why, in a sentence a person can act on. */
  warnings: string[];
}

const defaultGroup = 'Containers';
const maxLabelsRead = 500;

function readLabels(labels: Readonly<Record<string, string>>, prefix: string, instanceName: string | null): { service: Record<string, unknown>; found: boolean; refused: string[] } {
  const service: Record<string, unknown> = {};
  const refused: string[] = [];
  let found = false;
  const keys = Object.keys(labels).filter((key) => key.startsWith(prefix)).sort().slice(0, maxLabelsRead);
  // Instance labels are set after the others, so the instance's value wins whatever the order.
  const ordered = [...keys.filter((key) => !key.startsWith(`${prefix}instance.`)), ...keys.filter((key) => key.startsWith(`${prefix}instance.`))];
  for (const key of ordered) {
    let path = key.slice(prefix.length);
    if (path.startsWith('instance.')) {
      if (!instanceName || !path.startsWith(`instance.${instanceName}.`)) continue;
      path = path.slice(`instance.${instanceName}.`.length);
    }
    found = true;
    const steps = labelPath(path);
    const raw = labels[key] ?? '';
    const value = /^widgets?(\[\d+\])?\.version$/.test(path) ? Number.parseInt(raw, 10) : raw;
    if (!steps || !setAtPath(service, steps, value)) refused.push(key);
  }
  return { service, found, refused };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function weightOf(value: unknown): number {
  const weight = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(weight) ? weight : 0;
}

/** The Hearth labels on top of Homepage's: `url` is Homepage's `href`, `enable` is not a field. */
function hearthFields(hearth: Record<string, unknown>): Record<string, unknown> {
  const { url, enable: _enable, ...rest } = hearth;
  return url === undefined ? rest : { ...rest, href: url };
}

function servicesOf(container: LabelledContainer, options: DiscoveryOptions, warn: (text: string) => void): DiscoveredService[] {
  const { labels } = container;
  if (labels['hearth.enable']?.trim().toLowerCase() === 'false') return [];
  const instance = options.instanceName?.trim() || null;
  const homepage = readLabels(labels, 'homepage.', instance);
  const hearth = readLabels(labels, 'hearth.', instance);
  const refused = [...homepage.refused, ...hearth.refused];
  if (refused.length > 0) warn(discoveryMessages.labelsPassedOver(container.name, refused));
  const traefik = traefikAddress(labels);
  if (!homepage.found && !hearth.found && !traefik) return [];

  const entry = { ...homepage.service, ...hearthFields(hearth.service) };
  // Homepage insists on a name and a group; Hearth's own labels and a Traefik rule alone do not.
  const lenient = hearth.found || !homepage.found;
  const compose = { service: text(labels['com.docker.compose.service']), project: text(labels['com.docker.compose.project']) };
  const name = text(entry.name) ?? (lenient ? (compose.service ?? container.name) : null);
  const group = text(entry.group) ?? (lenient ? (compose.project ?? defaultGroup) : null);
  if (!name || !group) {
    warn(discoveryMessages.needsNameAndGroup(container.name));
    return [];
  }
  const { name: _name, group: _group, weight, ...fields } = entry;
  const href = text(fields.href) ?? traefik;
  const service: Record<string, unknown> = { ...fields, server: container.host, container: container.name };
  if (href) service.href = href;
  return [{ host: container.host, containerName: container.name, group, name, entry: service, weight: weightOf(weight) }];
}

/** The services the containers' labels describe; the same containers give the same answer in the same order. */
export function discoverServices(containers: readonly LabelledContainer[], options: DiscoveryOptions = {}): Discovery {
  const warnings: string[] = [];
  const warn = (line: string) => {
    if (!warnings.includes(line)) warnings.push(line);
  };
  const ordered = [...containers].sort((a, b) => a.host.localeCompare(b.host) || a.name.localeCompare(b.name));
  const services = ordered.flatMap((container) => servicesOf(container, options, warn));
  return { services, warnings };
}

/**
 * The services as a Homepage services.yaml document: groups in the order first met, each
 * group's services by weight, then name (as Homepage orders discovered services).
 */
export function homepageDocument(services: readonly DiscoveredService[]): Record<string, Record<string, unknown>[]>[] {
  const groups = new Map<string, DiscoveredService[]>();
  for (const service of services) groups.set(service.group, [...(groups.get(service.group) ?? []), service]);
  return [...groups].map(([group, members]) => ({
    [group]: [...members].sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name)).map((service) => ({ [service.name]: service.entry })),
  }));
}
