/** One version's entry in a packument (npm's "abbreviated metadata" has these fields). */
export interface PackumentVersion {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bundleDependencies?: string[] | boolean;
  bundledDependencies?: string[] | boolean;
  os?: string[];
  cpu?: string[];
  dist: { tarball: string; integrity?: string; shasum?: string };
}

export interface Packument {
  name: string;
  'dist-tags'?: Record<string, string>;
  versions: Record<string, PackumentVersion>;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const string = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Only what the installer reads of one version. Dependency fields are kept as they came (not
 * filtered): dependency-rules.ts judges them, and refuses what is not a registry range rather
 * than have it silently dropped here.
 */
function trimVersion(raw: unknown): PackumentVersion | null {
  if (!isObject(raw) || !isObject(raw.dist)) return null;
  const name = string(raw.name);
  const version = string(raw.version);
  const tarball = string(raw.dist.tarball);
  if (!name || !version || !tarball) return null;
  const kept: PackumentVersion = { name, version, dist: { tarball, integrity: string(raw.dist.integrity), shasum: string(raw.dist.shasum) } };
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta', 'bundleDependencies', 'bundledDependencies', 'os', 'cpu'] as const) {
    if (raw[field] !== undefined) Object.assign(kept, { [field]: raw[field] });
  }
  return kept;
}

/**
 * A packument reduced to the fields the installer uses (name, dist-tags, and per version its
 * dependencies, platform fields and dist), so a registry that sends readmes, descriptions or
 * anything else costs memory only while parsing. Null when it has no `versions` object.
 */
export function trimPackument(raw: unknown, name: string): Packument | null {
  if (!isObject(raw) || !isObject(raw.versions)) return null;
  const versions: Record<string, PackumentVersion> = {};
  for (const [key, value] of Object.entries(raw.versions)) {
    const version = trimVersion(value);
    if (version) versions[key] = version;
  }
  const tags = isObject(raw['dist-tags']) ? Object.fromEntries(Object.entries(raw['dist-tags']).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : undefined;
  return { name: string(raw.name) ?? name, ...(tags ? { 'dist-tags': tags } : {}), versions };
}
