import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PackageSpec {
  appId: string;
  appJs: string;
  name?: string;
  version?: string;
  templates?: Record<string, string>;
  manifest?: Record<string, unknown>;
  dependencies?: Record<string, string>;
}

/** The files of a package in the original's format, as path → content. */
export function packageFiles(spec: PackageSpec): Record<string, string> {
  const files: Record<string, string> = {
    'manifest.json': JSON.stringify({ appId: spec.appId, appName: spec.appId, appIcon: 'logo.png', description: 'test', config: [], ...spec.manifest }),
    'package.json': JSON.stringify({ name: spec.name ?? spec.appId, version: spec.version ?? '1.0.0', description: `${spec.appId} package`, dependencies: spec.dependencies }),
    'app.js': spec.appJs,
  };
  for (const [name, text] of Object.entries(spec.templates ?? { 'response.tpl': '<p>{{value}}</p>' })) files[`templates/${name}`] = text;
  return files;
}

/** Writes a package folder under root and returns its path. */
export function writePackage(root: string, spec: PackageSpec): string {
  const dir = join(root, spec.appId);
  for (const [name, text] of Object.entries(packageFiles(spec))) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** An app.js that answers response.tpl with {{value}} = the given expression's value. */
export const answering = (expression: string) =>
  `global.initialize = async (app) => { let v; try { v = ${expression}; } catch (e) { v = 'threw: ' + (e && e.code || e && e.message); } app.sendResponse('response.tpl', 200, [{ key: '{{value}}', value: String(v) }]); };\nglobal.connectionTest = async (t) => t.connectionSuccess();`;
