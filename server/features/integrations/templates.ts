import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sanitizeCardHtml } from '../../html/sanitize.js';
import { isHttpUrl } from '../../../shared/contracts/listings.js';
import { integrationMessages } from '../../../shared/messages.js';
import { RuntimeError } from './runtime/protocol.js';

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

/**
 * Every occurrence of every key is replaced (split/join, so `$&` and friends in a value stay
 * text), values are HTML-escaped unless the key is written {{{key}}}, and the result goes
 * through the card sanitiser.
 */
export function fillTemplate(text: string, variables: unknown): string {
  let out = text;
  for (const [key, value] of pairs(variables)) out = out.split(key).join(value);
  return out;
}

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

/** templates/<name> and, when present, templates/m-<name>, filled and sanitised. */
export async function renderCard(appDir: string, template: string, variables: unknown, background: unknown): Promise<CardHtml> {
  if (!templateName.test(template)) throw new RuntimeError(502, integrationMessages.templateMissing(template.slice(0, 100)));
  const compact = await readOptional(join(appDir, 'templates', template));
  if (compact === null) throw new RuntimeError(502, integrationMessages.templateMissing(template));
  const full = await readOptional(join(appDir, 'templates', `m-${template}`));
  return {
    html: await sanitizeCardHtml(fillTemplate(compact, variables)),
    fullHtml: full === null ? null : await sanitizeCardHtml(fillTemplate(full, variables)),
    background: typeof background === 'string' && isHttpUrl(background) ? background : null,
  };
}
