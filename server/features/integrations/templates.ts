import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sanitizeCardHtml } from '../../html/sanitize.js';
import { isHttpUrl } from '../../../shared/contracts/listings.js';
import { integrationMessages } from '../../../shared/messages.js';
import { RuntimeError } from './runtime/protocol.js';
import { DefinitionError, declaredTemplates } from './definition-file.js';

export interface CardHtml {
  html: string;
  fullHtml: string | null;
  background: string | null;
}

const templateName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const rawKey = /^\{\{\{[^{}]+\}\}\}$/;
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** The original's variables: [{key: '{{numPR}}', value}]; anything else is ignored. */
function pairs(variables: unknown): [string, string][] {
  if (!Array.isArray(variables)) return [];
  return variables.flatMap((v: unknown) => {
    if (!v || typeof v !== 'object') return [];
    const { key, value } = v as { key?: unknown; value?: unknown };
    if (typeof key !== 'string' || key.length === 0) return [];
    const shown = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value == null ? '' : JSON.stringify(value);
    // {{{key}}} marks markup the package built itself (the HTML Code app, generated rows): it
    // goes in unescaped, and the sanitiser still has the last word on the whole card.
    return [[key, rawKey.test(key) ? shown : escapeHtml(shown)] as [string, string]];
  });
}

/** The most a filled template may hold: far more than any card shows, far less than would stall the server. */
export const maxCardChars = 1_000_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every occurrence of every key is replaced in ONE pass over the template, so a value is never
 * searched for keys itself (five variables holding each other's keys cannot grow a card to
 * 100 MB), and `$&` and friends in a value stay text. Values are HTML-escaped unless the key is
 * written {{{key}}}; the result goes through the card sanitiser. A card that would pass
 * maxCardChars is refused before it is built.
 */
export function fillTemplate(text: string, variables: unknown): string {
  const values = new Map<string, string>();
  // The first value given for a key counts, as it did when keys were replaced one after another.
  for (const [key, value] of pairs(variables)) if (!values.has(key)) values.set(key, value);
  if (values.size === 0) return text;
  // Longer keys first, so {{{name}}} wins over {{name}} where both are given.
  const keys = [...values.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(keys.map(escapeRegExp).join('|'), 'g');
  let size = text.length;
  for (const match of text.matchAll(pattern)) {
    size += (values.get(match[0])?.length ?? 0) - match[0].length;
    if (size > maxCardChars) throw new RuntimeError(502, integrationMessages.cardTooLarge(Math.round(maxCardChars / 1000)));
  }
  return text.replace(pattern, (key) => values.get(key) ?? key);
}

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** A package's own templates; a declarative package without them has the ones its definition gives. */
async function packageTemplates(appDir: string, template: string): Promise<{ compact: string | null; full: string | null }> {
  const compact = await readOptional(join(appDir, 'templates', template));
  if (compact !== null || template !== 'response.tpl') return { compact, full: await readOptional(join(appDir, 'templates', `m-${template}`)) };
  const declared = await declaredTemplates(appDir).catch((error: unknown) => {
    if (error instanceof DefinitionError) throw new RuntimeError(502, error.message);
    throw error;
  });
  return declared === null ? { compact: null, full: null } : { compact: declared.card, full: declared.details };
}

/** templates/<name> and, when present, templates/m-<name>, filled and sanitised. */
export async function renderCard(appDir: string, template: string, variables: unknown, background: unknown): Promise<CardHtml> {
  if (!templateName.test(template)) throw new RuntimeError(502, integrationMessages.templateMissing(template.slice(0, 100)));
  const { compact, full } = await packageTemplates(appDir, template);
  if (compact === null) throw new RuntimeError(502, integrationMessages.templateMissing(template));
  return {
    html: await sanitizeCardHtml(fillTemplate(compact, variables)),
    fullHtml: full === null ? null : await sanitizeCardHtml(fillTemplate(full, variables)),
    background: typeof background === 'string' && isHttpUrl(background) ? background : null,
  };
}
