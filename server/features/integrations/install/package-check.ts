import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { appIdPattern, configOptions, type AppConfigField } from '../../../../shared/contracts/integrations.js';
import { normaliseUrl } from '../../../../shared/contracts/urls.js';
import { declaresTargets, type FieldTarget } from '../../../../shared/contracts/integration-targets.js';
import { integrationMessages } from '../../../../shared/messages.js';
import { HttpError } from '../../../http/errors.js';
import { registryDependencies, type Dependencies } from './registry/dependency-rules.js';
import { DefinitionError, configNamesUsed, readDefinition } from '../definition-file.js';
import { integrationCategories, isIntegrationCategory, type IntegrationCategory } from '../../../../shared/contracts/integration-categories.js';

/** What install keeps of a package's manifest.json and package.json (reference §4.1). */
export interface PackageInfo {
  /** The folder holding manifest.json (the archive's root or its one top folder). */
  root: string;
  appId: string;
  appName: string;
  appIcon: string;
  version: string;
  description: string;
  config: AppConfigField[];
  /** The runtime holds it to its declared targets (shared/contracts/integration-targets.ts). */
  targetsDeclared: boolean;
  autoRefreshAfterSeconds: number;
  alwaysShowDetailedView: boolean;
  coreSettings: boolean;
  /** Registry dependencies (name → semver range), checked: Hearth installs them itself. */
  dependencies: Dependencies;
  licenseName: string | null;
  repoLink: string | null;
  /** The kind the integrations screen groups it under; "other" when the manifest names none. */
  category: IntegrationCategory;
  /** Who wrote it: package.json's `author` (npm's "Name <email> (url)" or {name}), else the manifest's. */
  publisher: string | null;
}

const refuse = (message: string) => new HttpError(400, message);

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Archives often wrap the package in one folder; accept that as the root too. */
async function packageRoot(dir: string): Promise<string> {
  if (await exists(join(dir, 'manifest.json'))) return dir;
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => !e.name.startsWith('__MACOSX'));
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only?.isDirectory() && (await exists(join(dir, only.name, 'manifest.json')))) return join(dir, only.name);
  throw refuse(integrationMessages.manifestMissing);
}

async function readJson(path: string): Promise<Record<string, unknown>> {
  if (!(await exists(path))) throw refuse(integrationMessages.manifestMissing);
  try {
    const value: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw refuse(integrationMessages.manifestInvalid);
  }
}

const text = (v: unknown, fallback: string, max = 500) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : fallback);

/** A field's starting value: a string of at most 200 characters, one of the options where there are options. */
function fieldDefault(value: unknown, options: string[] | undefined): { default?: string } {
  if (typeof value !== 'string' || value.length > 200) return {};
  return options && !options.includes(value) ? {} : { default: value };
}

/**
 * A field's `target`: true, or the http(s) address the package calls while the field is empty.
 * Anything else is refused: a package that cannot say where it sends requests is not installed,
 * since the runtime lets it call its declared targets only.
 */
function fieldTarget(name: string, value: unknown): { target?: FieldTarget } {
  if (value === undefined || value === false) return {};
  if (value === true) return { target: true };
  const address = typeof value === 'string' ? normaliseUrl(value) : null;
  if (address === null) throw refuse(integrationMessages.targetInvalid(name));
  return { target: address };
}

function fields(raw: unknown): AppConfigField[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, 50).flatMap((f: unknown) => {
    if (!f || typeof f !== 'object') return [];
    const o = f as Record<string, unknown>;
    if (typeof o.name !== 'string' || !o.name) return [];
    const options = configOptions(o.options);
    return [{ name: o.name.slice(0, 100), label: text(o.label, o.name, 200), type: text(o.type, 'text', 30).toLowerCase(), required: o.required === true, placeholder: typeof o.placeholder === 'string' ? o.placeholder.slice(0, 200) : undefined, ...options, scope: typeof o.scope === 'string' ? o.scope : undefined, ...fieldDefault(o.default, options.options), ...fieldTarget(o.name.slice(0, 100), o.target) }];
  });
}

/** npm's person field, "Name <email> (url)" or { name }, as just the name. */
function personName(value: unknown): string | null {
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>).name : value;
  if (typeof raw !== 'string') return null;
  const name = raw.replace(/<[^>]*>|\([^)]*\)/g, '').trim().slice(0, 200);
  return name || null;
}

/** A declarative package's definition.json: valid by the schema, using only the manifest's config fields. */
async function checkDefinitionFile(root: string, config: AppConfigField[]): Promise<void> {
  const definition = await readDefinition(root).catch((error: unknown) => {
    throw error instanceof DefinitionError ? refuse(error.message) : error;
  });
  if (definition === null) return;
  const unknown = configNamesUsed(definition).find((name) => !config.some((f) => f.name === name));
  if (unknown !== undefined) throw refuse(integrationMessages.definitionUnknownConfig(unknown));
}

/** A manifest's `category`: one of the known kinds, "other" when absent; anything else is refused. */
function categoryOf(value: unknown): IntegrationCategory {
  if (value === undefined || value === null) return 'other';
  if (isIntegrationCategory(value)) return value;
  throw refuse(integrationMessages.categoryInvalid(typeof value === 'string' ? value : JSON.stringify(value) ?? '', integrationCategories));
}

/** Checks a package folder: both JSON files, appId's shape, package name = appId, a definition.json by its schema. */
export async function checkPackage(dir: string): Promise<PackageInfo> {
  const root = await packageRoot(dir);
  const manifest = await readJson(join(root, 'manifest.json'));
  const pkg = await readJson(join(root, 'package.json'));
  const appId = typeof manifest.appId === 'string' ? manifest.appId : '';
  if (!appId || pkg.name !== appId) throw refuse(integrationMessages.nameMismatch);
  if (!appIdPattern.test(appId)) throw refuse(integrationMessages.appIdInvalid);
  const config = fields(manifest.config);
  await checkDefinitionFile(root, config);
  const dependencies = registryDependencies(pkg.dependencies, appId);
  const refresh = Number(manifest.autoRefreshAfterSeconds);
  const category = categoryOf(manifest.category);
  return {
    root,
    appId,
    appName: text(manifest.appName, appId, 200),
    appIcon: text(manifest.appIcon, 'integration.png', 200),
    version: text(pkg.version, '1.0.0', 50),
    description: text(pkg.description, text(manifest.description, appId)),
    config,
    autoRefreshAfterSeconds: Number.isFinite(refresh) && refresh > 0 ? Math.floor(refresh) : 0,
    alwaysShowDetailedView: manifest.alwaysShowDetailedView === true,
    coreSettings: config.some((f) => f.scope === 'core'),
    dependencies,
    licenseName: typeof pkg.license === 'string' ? pkg.license : null,
    repoLink: typeof manifest.repoLink === 'string' ? manifest.repoLink : null,
    publisher: personName(pkg.author) ?? personName(manifest.author),
    category,
    targetsDeclared: declaresTargets(config, manifest.targets),
  };
}
