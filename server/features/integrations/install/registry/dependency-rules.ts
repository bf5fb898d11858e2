import { semver } from '../../../../lazy/semver.js';
import { integrationMessages } from '../../../../../shared/messages.js';
import { HttpError } from '../../../../http/errors.js';

/** npm's rules for a package name: lowercase, URL-safe, optionally scoped, at most 214 long. */
const packageName = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

export function isPackageName(name: string): boolean {
  return name.length <= 214 && packageName.test(name);
}

/**
 * A plain semver range (`^1.2.0`, `~3`, `>=2 <4`, `1.x`, `*`) and nothing else: no `file:`,
 * `link:`, `git+…`, `http(s):` tarballs, `github:` or `owner/repo` shorthands, `npm:` aliases
 * or dist-tags, all of which make an installer fetch or run something other than a registry
 * package. The character check comes first: semver itself accepts odd input leniently.
 */
export function isRegistryRange(spec: string): boolean {
  if (spec.length > 256 || !/^[0-9A-Za-z.^~<>=|*+\- ]*$/.test(spec)) return false;
  if (/[A-Za-z]/.test(spec.replace(/\bv(?=\d)/g, '').replace(/[xX]/g, '').replace(/-[0-9A-Za-z.-]+/g, '').replace(/\+[0-9A-Za-z.-]+/g, ''))) return false;
  return semver().validRange(spec) !== null;
}

/** A package's registry dependencies: name → range. */
export type Dependencies = Record<string, string>;

/**
 * The `dependencies` of a package.json, checked: an object of registry names and plain semver
 * ranges. Anything else refuses the whole package with the dependency named, before any
 * download. `what` names the package in the message (the app, or a dependency's dependency).
 */
export function registryDependencies(raw: unknown, what: string): Dependencies {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, integrationMessages.dependenciesInvalid(what));
  const checked: Dependencies = {};
  for (const [name, spec] of Object.entries(raw as Record<string, unknown>)) {
    if (!isPackageName(name)) throw new HttpError(400, integrationMessages.dependencyName(what, name));
    if (typeof spec !== 'string' || !isRegistryRange(spec.trim())) throw new HttpError(400, integrationMessages.dependencySource(what, name, String(spec)));
    checked[name] = spec.trim() || '*';
  }
  return checked;
}
