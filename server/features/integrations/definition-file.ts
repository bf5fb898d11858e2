import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkDefinition, type IntegrationDefinition } from '../../../shared/contracts/integration-definition.js';
import { integrationMessages } from '../../../shared/messages.js';
import { definitionTemplates, type DefinitionTemplates } from './definition-templates.js';

/** Why a package's definition.json cannot be used, in words for the person installing it. */
export class DefinitionError extends Error {}

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** The package's checked definition.json, null when it has none (a package of code). */
export async function readDefinition(root: string): Promise<IntegrationDefinition | null> {
  const text = await readOptional(join(root, 'definition.json'));
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DefinitionError(integrationMessages.definitionNotJson);
  }
  const checked = checkDefinition(raw);
  if (!checked.ok) throw new DefinitionError(integrationMessages.definitionInvalid(checked.problems));
  return checked.definition;
}

/** Every {config.<name>} the definition's strings use. */
export function configNamesUsed(definition: IntegrationDefinition): string[] {
  const names = new Set<string>();
  for (const match of JSON.stringify(definition).matchAll(/\{config\.([\w-]+)\}/g)) if (match[1]) names.add(match[1]);
  return [...names];
}

/** A declarative package's card and details templates, or null for a package of code. */
export async function declaredTemplates(appDir: string): Promise<DefinitionTemplates | null> {
  const definition = await readDefinition(appDir);
  if (definition === null) return null;
  let appName = '';
  try {
    const manifest: unknown = JSON.parse((await readOptional(join(appDir, 'manifest.json'))) ?? '{}');
    const named = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>).appName : undefined;
    appName = typeof named === 'string' ? named.trim().slice(0, 200) : '';
  } catch {
    // The installer checked the manifest; a broken one here only loses the title.
  }
  return definitionTemplates(definition, appName || 'the service');
}
