import { parseCron } from '../../../shared/cron.js';
import { powerMessages, scheduleMessages } from '../../../shared/messages.js';
import { i18n } from '../../i18n/i18n.js';

/**
 * The power and schedule forms' field errors and the schedule runs' outcomes come from
 * powerMessages and scheduleMessages (shared by the server), which the message layer does not
 * cover yet (it knows `messages` only). Their fixed texts are translated here, from this screen's
 * own `devices.serverMessages` section; any other text (a name, a service's own words) stays as is.
 */
export const powerFieldMessages = ['methodInvalid', 'osInvalid', 'hostRequired', 'hostInvalid', 'portInvalid', 'userRequired', 'userInvalid', 'commandTooLong', 'keyRequired', 'keyUnreadable', 'keyEncrypted', 'keyIsPublic', 'urlRequired', 'urlInvalid', 'headerInvalid'] as const satisfies readonly (keyof typeof powerMessages)[];
export const scheduleTextMessages = ['nameRequired', 'actionInvalid', 'cronRequired', 'timeZoneInvalid', 'devicesRequired', 'alreadyOn', 'alreadyOff', 'woken', 'noWake'] as const satisfies readonly (keyof typeof scheduleMessages)[];

/** The cron parser's "five fields" sentence, the one it answers for an expression of the wrong length. */
const cronFields = parseCron('');

let known: Map<string, string> | null = null;

function build(): Map<string, string> {
  const map = new Map<string, string>();
  for (const key of powerFieldMessages) map.set(powerMessages[key], `devices.serverMessages.power.${key}`);
  for (const key of scheduleTextMessages) map.set(scheduleMessages[key], `devices.serverMessages.schedule.${key}`);
  if (typeof cronFields === 'string') map.set(cronFields, 'devices.serverMessages.schedule.cronFields');
  return map;
}

/** The catalogue key of one of these English texts, or null. */
export function serverTextKey(text: string): string | null {
  known ??= build();
  return known.get(text) ?? null;
}

/** A power or schedule message in the current language; other texts unchanged. */
export function deviceServerText(text: string): string;
export function deviceServerText(text: string | undefined): string | undefined;
export function deviceServerText(text: string | undefined): string | undefined {
  if (!text) return text;
  const key = serverTextKey(text);
  return key ? i18n.t(key) : text;
}
