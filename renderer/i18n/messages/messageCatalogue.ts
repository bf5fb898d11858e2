import * as shared from '../../../shared/messages.js';

const { messages } = shared;

/**
 * The English side of the server/client message catalogue, read from shared/messages.ts itself so
 * that English can never drift from the spec's texts. A constant is its own entry; a function is
 * called with `{{0}}`, `{{1}}`… as arguments, which turns it into a template whose placeholders
 * mark its parameters. A function that branches (plurals, an optional detail) is listed in
 * `branchedMessages` instead: its English variants, each pointing at a catalogue entry.
 */

export type MessageKey = keyof typeof messages;

type Groups = Omit<typeof shared, 'messages'>;
/**
 * A message of another group of shared/messages.ts, named `group.key` (integrationMessages.installed):
 * its entry in a language's `messages` section is that same name. Only a group's constants and
 * functions that are one template can be translated this way; a branching one stays English.
 */
export type GroupMessageKey = { [G in keyof Groups]: Groups[G] extends Readonly<Record<string, unknown>> ? `${G & string}.${keyof Groups[G] & string}` : never }[keyof Groups];
/** A message the languages may translate: one of `messages`, or another group's as `group.key`. */
export type TranslatedKey = MessageKey | GroupMessageKey;

/** One English shape of a message: the text with `{{n}}` where values go. */
export interface MessagePattern {
  /** A key of `messages`; for another group's message (recognised, never translated yet) `group.key`. */
  key: MessageKey | `${string}.${string}`;
  /** The entry in a language's `messages` section (a plural group has `_one`/`_other`… forms). */
  entry: string;
  english: string;
  /** The values handed to the translation, `{{n}}` naming what the English captured; default: the captures. */
  args?: readonly string[];
  /** Which of `args` picks the plural form; unset when the entry is no plural group. */
  count?: number;
}

interface Branched {
  patterns: readonly Omit<MessagePattern, 'key'>[];
  /** The English texts of the entries, for translators and the parity test. */
  entries: Readonly<Record<string, string>>;
}

/** The functions whose text is not one template. A unit test finds any function missing here. */
export const branchedMessages: Partial<Record<MessageKey, Branched>> = {
  paletteResultCount: {
    patterns: [
      { entry: 'paletteResultCount_none', english: 'No results.' },
      { entry: 'paletteResultCount', english: '1 result.', args: ['1'], count: 0 },
      { entry: 'paletteResultCount', english: '{{0}} results.', count: 0 },
    ],
    entries: { paletteResultCount_none: 'No results.', paletteResultCount_one: '{{0}} result.', paletteResultCount_other: '{{0}} results.' },
  },
  deleteWithContents: {
    patterns: [
      { entry: 'deleteWithContents', english: 'Delete {{0}} and the item inside?', args: ['{{0}}', '1'], count: 1 },
      { entry: 'deleteWithContents', english: 'Delete {{0}} and the {{1}} items inside?', count: 1 },
    ],
    entries: { deleteWithContents_one: 'Delete {{0}} and the item inside?', deleteWithContents_other: 'Delete {{0}} and the {{1}} items inside?' },
  },
  cameraUnreadable: {
    patterns: [
      { entry: 'cameraUnreadable_plain', english: 'The camera could not be read.' },
      { entry: 'cameraUnreadable', english: 'The camera could not be read: {{0}}' },
    ],
    entries: { cameraUnreadable_plain: 'The camera could not be read.', cameraUnreadable: 'The camera could not be read: {{0}}' },
  },
  totpImported: {
    patterns: [{ entry: 'totpImported', english: '{{0}} entry imported.', count: 0 }, { entry: 'totpImported', english: '{{0}} entries imported.', count: 0 }],
    entries: { totpImported_one: '{{0}} entry imported.', totpImported_other: '{{0}} entries imported.' },
  },
  // One template, but the server fills it with a few fixed English words (camera-failure.ts): each
  // of those is its own entry, so the whole reason reads in the reader's language; other words pass.
  cameraNotReachable: {
    patterns: [
      { entry: 'cameraNotReachable_refused', english: 'Camera not reachable: connection refused' },
      { entry: 'cameraNotReachable_noRoute', english: 'Camera not reachable: no route to host' },
      { entry: 'cameraNotReachable_network', english: 'Camera not reachable: network unreachable' },
      { entry: 'cameraNotReachable_unknownHost', english: 'Camera not reachable: unknown host name' },
      { entry: 'cameraNotReachable_closed', english: 'Camera not reachable: the camera closed the connection' },
      { entry: 'cameraNotReachable', english: 'Camera not reachable: {{0}}' },
    ],
    entries: {
      cameraNotReachable: 'Camera not reachable: {{0}}',
      cameraNotReachable_refused: 'Camera not reachable: connection refused',
      cameraNotReachable_noRoute: 'Camera not reachable: no route to host',
      cameraNotReachable_network: 'Camera not reachable: network unreachable',
      cameraNotReachable_unknownHost: 'Camera not reachable: unknown host name',
      cameraNotReachable_closed: 'Camera not reachable: the camera closed the connection',
    },
  },
};

export const placeholder = (index: number) => `{{${index}}}`;

/** A function message as its template: each parameter replaced by its placeholder. */
export function template(render: (...args: never[]) => string): string {
  const args = Array.from({ length: render.length }, (_, i) => placeholder(i));
  return (render as (...a: string[]) => string)(...args);
}

/** Another group's message, by its `group.key` name. */
export function groupMessage(key: GroupMessageKey): unknown {
  const dot = key.indexOf('.');
  const group = (shared as unknown as Record<string, Record<string, unknown> | undefined>)[key.slice(0, dot)];
  return group?.[key.slice(dot + 1)];
}

function entriesOf(key: TranslatedKey): Branched {
  if (key.includes('.')) {
    const value = groupMessage(key as GroupMessageKey);
    const english = typeof value === 'function' ? template(value as (...args: never[]) => string) : String(value);
    return { patterns: [{ entry: key, english }], entries: { [key]: english } };
  }
  const branched = branchedMessages[key as MessageKey];
  if (branched) return branched;
  const value: unknown = messages[key as MessageKey];
  const english = typeof value === 'function' ? template(value as (...args: never[]) => string) : String(value);
  return { patterns: [{ entry: key, english }], entries: { [key]: english } };
}

const messageKeys = Object.keys(messages) as MessageKey[];

/**
 * The other groups of shared/messages.ts (monitorMessages, integrationMessages…), which have no
 * translations yet. Knowing them keeps a short template of `messages` from claiming their texts:
 * "Integration Name is required" is integrationMessages.nameRequired, not "{{0}} is required"
 * with a half-German result. Their entries are `group.key`, which no language has.
 */
function otherGroupPatterns(): MessagePattern[] {
  const out: MessagePattern[] = [];
  for (const [group, value] of Object.entries(shared)) {
    if (group === 'messages' || !value || typeof value !== 'object') continue;
    for (const [key, message] of Object.entries(value as Record<string, unknown>)) {
      let english: string;
      try {
        english = typeof message === 'function' ? template(message as (...args: never[]) => string) : String(message);
      } catch {
        continue; // a parameter that must be a list: its texts stay unknown, and pass through unchanged
      }
      out.push({ key: `${group}.${key}`, entry: `${group}.${key}`, english });
    }
  }
  return out;
}

/** Every English shape any message takes, for recognising a text. */
export function englishPatterns(): MessagePattern[] {
  return [...messageKeys.flatMap((key) => entriesOf(key).patterns.map((pattern) => ({ ...pattern, key }))), ...otherGroupPatterns()];
}

/** The English catalogue: entry → text, in the order of shared/messages.ts (other groups' entries as `group.key`). */
export function englishEntries(keys: readonly TranslatedKey[] = messageKeys): Map<string, string> {
  return new Map(keys.flatMap((key) => Object.entries(entriesOf(key).entries)));
}
