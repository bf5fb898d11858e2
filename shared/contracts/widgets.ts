import { z } from 'zod';
import { serviceWidgetConfig } from './service-widget.js';

/**
 * Widgets on the home and on custom pages (issue 44 items 2 and 7). A kind plugs in with one entry
 * here (its id, config schema and defaults, checked by the server) and one entry in the renderer's
 * registry (its component), which TypeScript requires for every kind listed here.
 */

/** True when the runtime knows the IANA zone (Node and browsers share ICU's list). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const maxNoteLength = 10_000;
export const maxWidgetsPerArea = 50;

const clockConfig = z.strictObject(
  {
    timeZone: z
      .string({ error: 'The time zone must be a name such as "Europe/Paris".' })
      .min(1, 'Choose a time zone, or "local" for this device’s own.')
      .max(64, 'The time zone must be a name such as "Europe/Paris".')
      .refine((v) => v === 'local' || isTimeZone(v), { error: (issue) => `"${String(issue.input)}" is not a time zone this system knows; choose one from the list.` }),
    label: z.string({ error: 'The clock label must be text.' }).trim().max(40, 'The clock label is too long (40 characters at most).'),
  },
  { error: 'This clock setting is not known.' },
);

const noteConfig = z.strictObject(
  {
    markdown: z.string({ error: 'The note must be text.' }).max(maxNoteLength, `The note is too long (${maxNoteLength.toLocaleString('en')} characters at most).`),
  },
  { error: 'This note setting is not known.' },
);

/** The calendar's agenda looks this many days ahead at most: with a month's grid it stays within one API range. */
export const calendarAgendaMaxDays = 31;
export const calendarWidgetViews = ['agenda', 'month'] as const;

const calendarDaysMessage = `The agenda looks 1 to ${calendarAgendaMaxDays} days ahead; give a whole number.`;
const calendarConfig = z.strictObject(
  {
    view: z.enum(calendarWidgetViews, { error: 'The calendar opens as "agenda" or "month".' }),
    days: z.number({ error: calendarDaysMessage }).int(calendarDaysMessage).min(1, calendarDaysMessage).max(calendarAgendaMaxDays, calendarDaysMessage),
  },
  { error: 'This calendar setting is not known.' },
);

/** Which parts of this machine's stats the widget shows; CPU, load, memory, swap and uptime always show. */
const hostStatsConfig = z.strictObject(
  {
    cores: z.boolean({ error: 'Showing each CPU core must be on or off.' }),
    disks: z.boolean({ error: 'Showing the disks must be on or off.' }),
    network: z.boolean({ error: 'Showing the network must be on or off.' }),
    temperatures: z.boolean({ error: 'Showing the temperatures must be on or off.' }),
  },
  { error: 'This setting of "This machine" is not known.' },
);

export const feedWidgetMaxItems = 50;
const feedItemsMessage = `Show from 1 to ${feedWidgetMaxItems} items.`;
/** The feeds themselves are the user's own (/api/v1/feeds), shared by every feed widget; a widget chooses how many items it lists. */
const feedConfig = z.strictObject(
  { items: z.number({ error: feedItemsMessage }).int('Show a whole number of items.').min(1, feedItemsMessage).max(feedWidgetMaxItems, feedItemsMessage) },
  { error: 'This feeds setting is not known.' },
);

/** Search and weather read the user's own settings (web search engine, weather place). */
const noConfig = z.strictObject({}, { error: 'This widget has no settings.' });

export const widgetDefinitions = {
  clock: { title: 'Clock', description: 'The time and date in a time zone you choose.', config: clockConfig, defaults: { timeZone: 'local', label: '' } },
  search: { title: 'Web search', description: 'Search the web with the engine from your settings.', config: noConfig, defaults: {} },
  note: { title: 'Note', description: 'A note written in Markdown.', config: noteConfig, defaults: { markdown: '' } },
  weather: { title: 'Weather', description: 'The weather at the place in your weather settings.', config: noConfig, defaults: {} },
  calendar: { title: 'Calendar', description: 'Releases from your Sonarr, Radarr and Lidarr links with your iCal and CalDAV calendars, as an agenda or a month.', config: calendarConfig, defaults: { view: 'agenda', days: 14 } },
  hostStats: {
    title: 'This machine',
    description: 'CPU, memory, disks, network and temperatures of the computer Hearth runs on.',
    config: hostStatsConfig,
    defaults: { cores: true, disks: true, network: true, temperatures: true },
  },
  feed: { title: 'Feeds', description: 'The newest items of the RSS, Atom and JSON feeds you follow.', config: feedConfig, defaults: { items: 10 } },
  // No link is chosen by default: the add dialog asks for one first (needsSetup).
  service: { title: 'Service figures', description: 'The live figures of one of your links with an integration: a Glances, Netdata or Beszel host, Proxmox, TrueNAS and more.', config: serviceWidgetConfig, defaults: { linkId: '' } },
} as const satisfies Record<string, { title: string; description: string; config: z.ZodType; defaults: object }>;

export type WidgetKind = keyof typeof widgetDefinitions;
export const widgetKinds = Object.keys(widgetDefinitions) as WidgetKind[];
export type WidgetConfig<K extends WidgetKind> = z.output<(typeof widgetDefinitions)[K]['config']>;

export const widgetKindMessage = `The widget kind must be one of: ${widgetKinds.join(', ')}.`;
export const widgetNotFoundMessage = 'This widget does not exist.';
export const widgetAreaMessage = 'The area must be "home" or the id of one of your pages.';
export const widgetOrderMessage = 'The order must list every widget of this area exactly once.';
export const widgetLimitMessage = `An area holds at most ${maxWidgetsPerArea} widgets; remove one first.`;

/** "home", or a custom page's id. */
export const widgetAreaSchema = z.string({ error: widgetAreaMessage }).trim().min(1, widgetAreaMessage).max(100, widgetAreaMessage);

/** Checks a config against its kind's schema; the first problem is the message. */
export function parseWidgetConfig(kind: WidgetKind, config: unknown): { ok: true; config: object } | { ok: false; message: string } {
  const result = widgetDefinitions[kind].config.safeParse(config ?? {});
  return result.success ? { ok: true, config: result.data } : { ok: false, message: result.error.issues[0]?.message ?? 'These widget settings are not valid.' };
}

/** True for a kind whose defaults are not a valid config: the add dialog shows its settings before adding it. */
export function needsSetup(kind: WidgetKind): boolean {
  return !parseWidgetConfig(kind, widgetDefinitions[kind].defaults).ok;
}

const kindSchema = z.enum(widgetKinds as [WidgetKind, ...WidgetKind[]], { error: widgetKindMessage });

function withConfig<T extends { kind: WidgetKind; config?: unknown }>(value: T, ctx: z.RefinementCtx): (Omit<T, 'config'> & { config: object }) | typeof z.NEVER {
  const parsed = parseWidgetConfig(value.kind, value.config ?? widgetDefinitions[value.kind].defaults);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message, path: ['config'] });
    return z.NEVER;
  }
  return { ...value, config: parsed.config };
}

/** POST /api/v1/widgets: a new widget at the end of its area; absent config takes the kind's defaults. */
export const widgetAddSchema = z.object({ area: widgetAreaSchema.default('home'), kind: kindSchema, config: z.unknown().optional() }).transform(withConfig);
export type WidgetAdd = z.output<typeof widgetAddSchema>;

/** PUT /api/v1/widgets/:id: new settings for the widget's own kind. */
export const widgetConfigSaveSchema = z.object({ config: z.unknown() });

/** PUT /api/v1/widgets/order: the area's widget ids in their new order. */
export const widgetOrderSchema = z.object({
  area: widgetAreaSchema.default('home'),
  ids: z.array(z.string({ error: widgetOrderMessage }).max(100), { error: widgetOrderMessage }).max(maxWidgetsPerArea, widgetOrderMessage),
});
export type WidgetOrder = z.output<typeof widgetOrderSchema>;

export interface Widget {
  id: string;
  kind: WidgetKind;
  /** Valid for the kind (checked on save). */
  config: Record<string, unknown>;
  area: string;
  createdAt: string;
  updatedAt: string;
}
