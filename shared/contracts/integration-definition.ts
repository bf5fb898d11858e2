import { z } from 'zod';

/*
 * A declarative integration: definition.json beside manifest.json, for a service that answers
 * JSON to an API key, a token, Basic auth or a simple login. The kit runs it in the integration
 * sandbox (resources/integration-runtime/kit/declarative.js); the server checks it with this
 * schema at install and builds the card and details from its fields. docs/integrations/definitions.md
 * is the guide for people writing one.
 */

/** How a field's value is shown; each is one of the kit's formatters. */
export const definitionFormats = ['text', 'count', 'number', 'bytes', 'rate', 'bits', 'percent', 'duration', 'date', 'day'] as const;
/** What a field makes of all its path's matches: the first, how many are truthy, their sum, how many are dates still ahead. */
export const definitionAggregates = ['first', 'count', 'sum', 'future'] as const;
/** What an `expect` asks of the matches of its path. */
export const definitionExpectations = ['present', 'number', 'list', 'object'] as const;

const name = z.string().regex(/^[A-Za-z][\w-]{0,39}$/, 'must be a name of letters, digits, - and _, starting with a letter');
const text = (max: number) => z.string().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const relativePath = z.string().regex(/^\/[^\s]*$/, 'must be a path starting with "/" (the service URL comes from the link)').max(500);
/** A JSONPath of the kit's subset; checked loosely here, the kit's parser has the last word. */
const jsonPath = z.string().regex(/^\$?(?:\.?[A-Za-z_$][\w$-]*|\.?\*|\[\s*(?:-?\d+|\*|'[^']*'|"[^"]*")\s*\])*$/, 'must be a JSONPath of names, [n], [*] and [\'quoted names\'] (e.g. $.data.items[0].name)').max(300);
const label = text(60).regex(/^[^{}<>]*$/, 'must not hold { } < or >');
const scalar = z.union([z.string().max(2000), z.number(), z.boolean()]);
const strings = z.record(z.string().max(100), z.string().max(2000));
const method = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A request, relative to the link's service URL; strings may hold {config.<field>}. */
const call = z.strictObject({
  method: method.default('GET'),
  path: relativePath,
  query: z.record(z.string().max(100), scalar).optional(),
  headers: strings.optional(),
  /** Sent as JSON. */
  json: z.unknown().optional(),
  /** Sent as application/x-www-form-urlencoded. */
  form: strings.optional(),
});

const auth = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('none') }),
  z.strictObject({ type: z.literal('header'), name: text(100), value: text(2000) }),
  z.strictObject({ type: z.literal('query'), name: text(100), value: text(2000) }),
  z.strictObject({ type: z.literal('basic'), username: text(500), password: z.string().max(500) }),
  z.strictObject({ type: z.literal('bearer'), token: text(2000) }),
  /**
   * A login whose answer sets a session cookie, sent with every request after it. `keep`: a card
   * reuses its last run's session (signing in again when it is refused); `logout` gives the
   * session back after each run that keeps none, for services with few sessions to go round.
   */
  z.strictObject({ type: z.literal('cookie'), login: call, keep: z.boolean().optional(), logout: call.optional() }),
  /** A login whose JSON answer holds a token, sent in a header ("{token}" in `value`). */
  z.strictObject({ type: z.literal('token'), login: call, token: jsonPath, header: text(100), value: text(500).default('{token}'), keep: z.boolean().optional(), logout: call.optional() }),
]);

const expectation = z.strictObject({
  path: jsonPath,
  is: z.enum(definitionExpectations).default('present'),
  /** What "unexpected answer: …" says when it fails; by default "no <path> in <request path>". */
  message: text(200).optional(),
});

const request = call.extend({
  /** More paths tried in turn when the service answers 404 (an older version's route). */
  fallbacks: z.array(relativePath).max(4).optional(),
  /** A failed optional request gives no answer (its fields show "—"): true for any failure, or these statuses only. */
  optional: z.union([z.boolean(), z.array(z.number().int().min(400).max(599)).min(1)]).optional(),
  /**
   * Reads a JSON array as it streams in, never holding it, and answers { items, values } with
   * `values` counting each value of this key of the array's objects: for lists of a whole library.
   */
  tally: name.optional(),
  /**
   * The answer is this header's value instead of the body (a number where it is one): a list's
   * whole count from X-Total-Count, asking for one item of it.
   */
  readHeader: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'must be a header name').optional(),
  expect: z.array(expectation).max(10).optional(),
}).refine((r) => r.tally === undefined || r.readHeader === undefined, { path: ['readHeader'], message: 'cannot go with tally: the answer is the list or the header' });

const field = z
  .strictObject({
    label,
    /** The card's shorter label, where the details view's would not fit. */
    short: label.optional(),
    /** The request whose answer the path reads. */
    from: name.optional(),
    path: jsonPath.optional(),
    /** Several paths into one text: "{$.major}.{$.minor}". */
    template: text(300).optional(),
    aggregate: z.enum(definitionAggregates).default('first'),
    format: z.enum(definitionFormats).default('text'),
    /** Multiplies a number first (Mbps to bits: 1000000; a fraction to a percentage: 100). */
    scale: z.number().positive().optional(),
    /** Written after the formatted number: "ms". */
    unit: text(20).optional(),
    /** Digits after the point, for percent. */
    digits: z.number().int().min(0).max(4).optional(),
    /** Shown when the path matches nothing (0 for a tally of a value that never came). */
    default: scalar.optional(),
    /** Words for a service's code values ("LIVE": "Live"), keyed by the value as text ("true", "2"). */
    map: z.record(z.string().max(100), z.string().max(100)).refine((m) => Object.keys(m).length <= 20, 'may name at most 20 values').optional(),
    /** Shown for a value `map` does not name; without it such a value is shown as it is. */
    otherwise: z.string().max(100).optional(),
  })
  .refine((f) => (f.path === undefined) !== (f.template === undefined), { message: 'needs exactly one of path and template' })
  .refine((f) => f.otherwise === undefined || f.map !== undefined, { message: 'otherwise needs a map' });

const advice = z.union([text(300), z.array(z.strictObject({ contains: text(200).optional(), advice: z.string().max(300) })).min(1).max(5)]);

export const integrationDefinitionSchema = z
  .strictObject({
    $schema: z.string().optional(),
    auth: auth.default({ type: 'none' }),
    /** Sent with every request (after the auth's own). */
    headers: strings.optional(),
    requests: z.record(name, request).refine((r) => Object.keys(r).length >= 1 && Object.keys(r).length <= 8, 'must name between 1 and 8 requests'),
    /** The requests a connection test makes; by default the first. The card makes these first, then the rest at once. */
    test: z.array(name).min(1).max(8).optional(),
    fields: z.record(name, field).refine((f) => Object.keys(f).length >= 1 && Object.keys(f).length <= 20, 'must name between 1 and 20 fields'),
    /** The card's values: at most four, with their units. */
    card: z.array(name).min(1).max(4, 'may show at most 4 values (the details view shows the rest)'),
    /** The details view's values, in order; by default every field. */
    details: z.array(name).max(20).optional(),
    /** Advice added to a failure's reason, by HTTP status: text, or texts chosen by what the service said. */
    fixes: z.record(z.string().regex(/^[45]\d\d$/, 'must be an HTTP status from 400 to 599'), advice).optional(),
  })
  .superRefine((d, ctx) => {
    const requests = Object.keys(d.requests);
    const fields = Object.keys(d.fields);
    const missing = (path: (string | number)[], what: string, known: string[], value: string) => {
      if (!known.includes(value)) ctx.addIssue({ code: 'custom', path, message: `names no ${what} "${value}" (${what}s: ${known.join(', ')})` });
    };
    for (const [i, id] of (d.test ?? []).entries()) missing(['test', i], 'request', requests, id);
    for (const [i, id] of d.card.entries()) missing(['card', i], 'field', fields, id);
    for (const [i, id] of (d.details ?? []).entries()) missing(['details', i], 'field', fields, id);
    for (const [id, f] of Object.entries(d.fields)) {
      if (f.from !== undefined) missing(['fields', id, 'from'], 'request', requests, f.from);
      else if (requests.length > 1) ctx.addIssue({ code: 'custom', path: ['fields', id, 'from'], message: 'must name the request the field reads, as there are several' });
    }
  });

export type IntegrationDefinition = z.infer<typeof integrationDefinitionSchema>;
export type DefinitionField = IntegrationDefinition['fields'][string];

/** "fields.series.format: Invalid option…": the first problems, each naming where it is (a bad record key by its own rule). */
export function definitionProblems(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'definition'}: ${issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message}`)
    .join('; ');
}

/** The definition, or the reason it is refused, for a parsed definition.json. */
export function checkDefinition(raw: unknown): { ok: true; definition: IntegrationDefinition } | { ok: false; problems: string } {
  const parsed = integrationDefinitionSchema.safeParse(raw);
  return parsed.success ? { ok: true, definition: parsed.data } : { ok: false, problems: definitionProblems(parsed.error) };
}
