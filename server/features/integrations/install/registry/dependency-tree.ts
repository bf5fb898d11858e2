import { semver } from '../../../../lazy/semver.js';
import { integrationMessages } from '../../../../../shared/messages.js';
import { HttpError } from '../../../../http/errors.js';
import { registryDependencies, type Dependencies } from './dependency-rules.js';
import type { Packument, PackumentVersion } from './packument.js';

/** One package to download and where it goes, relative to the app folder. */
export interface Placement {
  /** e.g. `node_modules/axios` or `node_modules/a/node_modules/b`, always with `/`. */
  location: string;
  name: string;
  version: PackumentVersion;
}

export interface TreeLimits {
  maxPackages: number;
}

export interface HostTarget {
  platform: string;
  arch: string;
}

interface Want {
  /** The folder whose node_modules the requirement is resolved from ('' is the app itself). */
  from: string;
  name: string;
  range: string;
  optional: boolean;
}

const nodeModules = (from: string, name: string) => (from ? `${from}/node_modules/${name}` : `node_modules/${name}`);

/** The folders Node would look in, nearest first, for `name` required from `from`. */
function lookupChain(from: string, name: string): string[] {
  const chain: string[] = [];
  let at = from;
  for (;;) {
    chain.push(nodeModules(at, name));
    if (!at) return chain;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut < 0 ? '' : at.slice(0, cut);
  }
}

/** The folder a package at `location` is required from by its own peers' owner: its parent. */
function parentOf(location: string): string {
  const cut = location.lastIndexOf('/node_modules/');
  return cut < 0 ? '' : location.slice(0, cut);
}

/** An os/cpu list as npm reads it: empty allows all, `!x` excludes x, otherwise only those named. */
function allows(list: string[] | undefined, value: string): boolean {
  if (!list || list.length === 0) return true;
  const denied = list.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1));
  if (denied.includes(value)) return false;
  const named = list.filter((entry) => !entry.startsWith('!'));
  return named.length === 0 || named.includes(value);
}

/** The version npm would pick: `latest` when it satisfies the range, else the highest that does. */
export function pickVersion(packument: Packument, range: string): PackumentVersion | null {
  const latest = packument['dist-tags']?.latest;
  if (latest && packument.versions[latest] && semver().satisfies(latest, range)) return packument.versions[latest] ?? null;
  const best = semver().maxSatisfying(Object.keys(packument.versions), range);
  return best ? (packument.versions[best] ?? null) : null;
}

/**
 * Lays out an app's dependency tree the way Node resolves modules: each package as high as it
 * can go (the app's own node_modules), nested under its dependant only where another version
 * already holds that name. Every dependency at every depth must be a registry package with a
 * plain semver range; optional ones that cannot be had are left out. Only metadata is read.
 */
export async function resolveTree(
  dependencies: Dependencies,
  packument: (name: string) => Promise<Packument>,
  host: HostTarget,
  limits: TreeLimits = { maxPackages: 1000 },
): Promise<Placement[]> {
  const placed = new Map<string, Placement>();
  const queue: Want[] = Object.entries(dependencies).map(([name, range]) => ({ from: '', name, range, optional: false }));
  while (queue.length > 0) {
    const want = queue.shift()!;
    const chain = lookupChain(want.from, want.name);
    const visible = chain.map((location) => placed.get(location)).find(Boolean);
    if (visible && semver().satisfies(visible.version.version, want.range)) continue;

    let version: PackumentVersion | null;
    try {
      version = pickVersion(await packument(want.name), want.range);
      if (!version) throw new HttpError(400, integrationMessages.dependencyNoVersion(want.name, want.range));
    } catch (error) {
      if (want.optional) continue;
      throw error;
    }
    if (!allows(version.os, host.platform) || !allows(version.cpu, host.arch)) {
      if (want.optional) continue;
    }
    // Highest free folder on the lookup path: the top unless that name is taken there.
    const free = [...chain].reverse().find((location) => !placed.has(location));
    const location = visible ? nodeModules(want.from, want.name) : (free ?? nodeModules(want.from, want.name));
    if (placed.has(location)) continue;
    if (placed.size >= limits.maxPackages) throw new HttpError(400, integrationMessages.dependencyTooBig);
    placed.set(location, { location, name: want.name, version });

    const what = `${version.name}@${version.version}`;
    const bundled = new Set(bundledNames(version));
    for (const [name, range] of Object.entries(registryDependencies(version.dependencies, what))) {
      if (!bundled.has(name)) queue.push({ from: location, name, range, optional: false });
    }
    for (const [name, range] of Object.entries(registryDependencies(version.optionalDependencies, what))) {
      if (!bundled.has(name)) queue.push({ from: location, name, range, optional: true });
    }
    const peerMeta = version.peerDependenciesMeta ?? {};
    for (const [name, range] of Object.entries(registryDependencies(version.peerDependencies, what))) {
      if (!peerMeta[name]?.optional) queue.push({ from: parentOf(location), name, range, optional: false });
    }
  }
  return [...placed.values()].sort((a, b) => a.location.localeCompare(b.location));
}

function bundledNames(version: PackumentVersion): string[] {
  const list = version.bundleDependencies ?? version.bundledDependencies;
  if (Array.isArray(list)) return list.filter((name): name is string => typeof name === 'string');
  if (list === true) return Object.keys(version.dependencies ?? {});
  return [];
}
