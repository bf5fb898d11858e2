'use strict';
/*
 * The interpreter of a declarative integration (definition.json, docs/integrations/definitions.md):
 * its auth, requests, JSON paths and formats as the entry points kit.integration gives. It runs in
 * the integration sandbox like any package code; the server checked the definition with its zod
 * schema at install (shared/contracts/integration-definition.ts), so this checks only its shape.
 */
const kit = require('@hearth/kit');

const placeholder = /\{(config\.[\w-]+|token)\}/g;

/** A definition's string with {config.<field>} (and {token}) filled in; `encode` for a URL path. */
function fill(value, scope, encode) {
  if (typeof value !== 'string') return value;
  return value.replace(placeholder, (whole, key) => {
    const raw = key === 'token' ? scope.token : scope.config[key.slice('config.'.length)];
    const text = raw === undefined || raw === null ? '' : String(raw);
    return encode ? encodeURIComponent(text) : text;
  });
}

function fillAll(values, scope) {
  const out = {};
  for (const key of Object.keys(values || {})) out[key] = fill(values[key], scope);
  return out;
}

function fillJson(value, scope) {
  if (typeof value === 'string') return fill(value, scope);
  if (Array.isArray(value)) return value.map((item) => fillJson(item, scope));
  if (value && typeof value === 'object') {
    const out = {};
    for (const key of Object.keys(value)) out[key] = fillJson(value[key], scope);
    return out;
  }
  return value;
}

/** The options of one request: method, URL, query, headers and body, filled. */
function requestOptions(definition, spec, path, scope, session) {
  const auth = definition.auth || { type: 'none' };
  const headers = Object.assign({}, session.headers, fillAll(definition.headers, scope), fillAll(spec.headers, scope));
  const params = fillAll(spec.query, scope);
  const options = { headers, params };
  if (auth.type === 'header') headers[auth.name] = fill(auth.value, scope);
  if (auth.type === 'query') params[auth.name] = fill(auth.value, scope);
  if (auth.type === 'bearer') headers.Authorization = 'Bearer ' + fill(auth.token, scope);
  if (auth.type === 'basic') options.auth = { username: fill(auth.username, scope), password: fill(auth.password, scope) };
  if (spec.json !== undefined) options.data = fillJson(spec.json, scope);
  if (spec.form) {
    options.data = new URLSearchParams(fillAll(spec.form, scope)).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  return { method: spec.method || 'GET', url: scope.url + fill(path, scope, true), options };
}

/** Signs in where the auth is a login: a session cookie, or a token from the answer. */
async function signIn(ctx, definition, scope) {
  const auth = definition.auth || { type: 'none' };
  if (auth.type !== 'cookie' && auth.type !== 'token') return { headers: {} };
  const login = requestOptions({ headers: definition.headers }, auth.login, auth.login.path, scope, { headers: {} });
  const answer = await ctx.request(login.method, login.url, Object.assign({ full: true }, login.options));
  if (auth.type === 'cookie') {
    const cookie = kit.sessionCookie(answer.headers && answer.headers['set-cookie']);
    if (!cookie) throw kit.refused('the service did not accept the username or password (its sign-in set no session cookie)');
    return { headers: { Cookie: cookie } };
  }
  const token = kit.jsonPath(answer.data, auth.token)[0];
  if (typeof token !== 'string' && typeof token !== 'number') throw kit.refused('the service did not accept the credentials (its sign-in answer has no ' + auth.token + ')');
  const withToken = Object.assign({}, scope, { token: String(token) });
  return { headers: { [auth.header]: fill(auth.value || '{token}', withToken) } };
}

const checks = {
  present: (matches) => matches.length > 0 && matches[0] !== null && matches[0] !== '',
  number: (matches) => typeof matches[0] === 'number',
  list: (matches) => Array.isArray(matches[0]),
  object: (matches) => matches[0] !== null && typeof matches[0] === 'object' && !Array.isArray(matches[0]),
};

function check(answer, spec) {
  for (const want of spec.expect || []) {
    const matches = kit.jsonPath(answer, want.path);
    kit.expect((checks[want.is || 'present'] || checks.present)(matches), want.message || 'no ' + want.path.replace(/^\$\.?/, '') + ' in ' + spec.path);
  }
}

/** The value of a header of a full answer: a number where it is one (X-Total-Count), else its text; null when absent. */
function headerValue(response, name) {
  const raw = response && response.headers ? response.headers[name.toLowerCase()] : undefined;
  if (raw === undefined || raw === null) return null;
  const text = String(Array.isArray(raw) ? raw[0] : raw).trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** One request's answer: its fallbacks on 404, a tally of a streamed list, a header, null for a failed optional one. */
async function fetchAnswer(ctx, definition, spec, scope, session) {
  const paths = [spec.path].concat(spec.fallbacks || []);
  for (let i = 0; i < paths.length; i += 1) {
    const { method, url, options } = requestOptions(definition, spec, paths[i], scope, session);
    if (spec.tally) options.responseType = 'stream';
    if (spec.readHeader) options.full = true;
    try {
      const body = await ctx.request(method, url, options);
      const answer = spec.tally ? await kit.tallyItems(body, spec.tally) : spec.readHeader ? headerValue(body, spec.readHeader) : body;
      check(answer, spec);
      return answer;
    } catch (error) {
      const status = kit.httpStatus(error);
      if (status === 404 && i < paths.length - 1) continue;
      const optional = spec.optional === true || (Array.isArray(spec.optional) && spec.optional.includes(status));
      if (optional) return null;
      throw error;
    }
  }
  return null;
}

const formatters = {
  text: (value) => kit.formatAs('text', value),
  count: kit.formatCount,
  number: kit.formatNumber,
  bytes: kit.formatBytes,
  rate: kit.formatRate,
  bits: kit.formatBits,
  duration: kit.formatDuration,
  date: (value) => kit.formatRelativeDate(value),
  day: kit.formatDate,
};

/** A date's time, for dates written as text (ISO 8601, as JSON APIs write them); NaN otherwise. */
const dateTime = (value) => (typeof value === 'string' ? Date.parse(value) : NaN);

function aggregate(matches, how) {
  if (how === 'count') return matches.filter(Boolean).length;
  // "Disabled till", "banned until", "expires": how many of those moments are still ahead.
  if (how === 'future') {
    const now = Date.now();
    return matches.filter((value) => dateTime(value) > now).length;
  }
  if (how === 'sum') return matches.reduce((total, value) => total + (typeof value === 'number' ? value : Number(value) || 0), 0);
  return matches[0];
}

/** A field's value as the card shows it, "—" when its path matched nothing. */
function fieldValue(field, answer) {
  if (field.template) {
    let complete = true;
    const text = field.template.replace(/\{([^{}]+)\}/g, (whole, path) => {
      const found = answer === null || answer === undefined ? undefined : kit.jsonPath(answer, path)[0];
      if (found === undefined || found === null) complete = false;
      return found === undefined || found === null ? '' : String(found);
    });
    return complete ? text : kit.missing;
  }
  const matches = answer === null || answer === undefined ? [] : kit.jsonPath(answer, field.path);
  let value = matches.length === 0 ? field.default : aggregate(matches, field.aggregate);
  if (value === undefined || value === null) return kit.missing;
  if (field.map) {
    // A service's code word in words: the map's text for a value it names, else `otherwise`.
    const key = String(value);
    if (Object.prototype.hasOwnProperty.call(field.map, key)) return kit.formatAs('text', field.map[key]);
    if (field.otherwise !== undefined) return kit.formatAs('text', field.otherwise);
  }
  if (field.scale !== undefined && typeof value === 'number') value *= field.scale;
  const format = field.format || 'text';
  const shown = format === 'percent' ? kit.formatPercent(value, field.digits) : (formatters[format] || formatters.text)(value);
  return field.unit && shown !== kit.missing ? shown + ' ' + field.unit : shown;
}

/** Advice for a status: a text, or the first entry whose `contains` is in what the service said. */
function fixesOf(definition) {
  const out = {};
  for (const status of Object.keys(definition.fixes || {})) {
    const advice = definition.fixes[status];
    out[status] = typeof advice === 'string' ? advice : (said) => {
      const chosen = advice.find((entry) => !entry.contains || said.indexOf(entry.contains) >= 0);
      return chosen ? chosen.advice : '';
    };
  }
  return out;
}

/** Only the shape the interpreter relies on; the server's schema checked the rest at install. */
function shapeProblem(definition) {
  if (!definition || typeof definition !== 'object') return 'it is not an object';
  if (!definition.requests || typeof definition.requests !== 'object' || Object.keys(definition.requests).length === 0) return 'it names no requests';
  if (!definition.fields || typeof definition.fields !== 'object') return 'it names no fields';
  if (!Array.isArray(definition.card) || definition.card.length > 4) return 'its card is not a list of at most 4 fields';
  return '';
}

/** The session headers a card kept from its last run, or null. */
function keptSession(ctx) {
  if (!ctx.keep || !ctx.kept) return null;
  try {
    const headers = JSON.parse(ctx.kept);
    return headers && typeof headers === 'object' && !Array.isArray(headers) ? { headers } : null;
  } catch {
    return null;
  }
}

/**
 * Runs `work` signed in. Where the auth keeps its session and Hearth keeps one (a card), the last
 * run's session is reused, and replaced when the service refuses it (401, 403: it ended). Where
 * nothing is kept, the session is given back after the run by the auth's `logout`, whatever
 * happened (the runtime lets that call go out even after another ran out of time); a failed
 * logout is not the card's failure.
 */
async function signedIn(ctx, definition, work) {
  const auth = definition.auth || { type: 'none' };
  const keeping = Boolean(auth.keep && ctx.keep);
  const scope = { url: kit.baseUrl(ctx.appUrl), config: ctx.config || {} };
  const kept = keeping ? keptSession(ctx) : null;
  if (kept) {
    try {
      return await work({ scope, session: kept });
    } catch (error) {
      if (![401, 403].includes(kit.httpStatus(error))) throw error;
    }
  }
  let session;
  try {
    session = await signIn(ctx, definition, scope);
  } catch (error) {
    if (keeping) ctx.keep(null);
    throw error;
  }
  if (keeping) {
    if (auth.type === 'cookie' || auth.type === 'token') ctx.keep(JSON.stringify(session.headers));
    return work({ scope, session });
  }
  try {
    return await work({ scope, session });
  } finally {
    if (auth.logout) {
      const logout = requestOptions({ headers: definition.headers }, auth.logout, auth.logout.path, scope, session);
      await ctx.request(logout.method, logout.url, logout.options).catch(() => undefined);
    }
  }
}

/** A definition's entry points, as kit.integration gives them: Object.assign(global, kit.declarative(definition)). */
function declarative(definition) {
  const problem = shapeProblem(definition);
  if (problem) throw new Error('the integration definition is not valid: ' + problem);
  const ids = Object.keys(definition.requests);
  const tested = definition.test || [ids[0]];
  const ask = (ctx, prepared, id) => fetchAnswer(ctx, definition, definition.requests[id], prepared.scope, prepared.session);
  return kit.integration({
    fixes: fixesOf(definition),
    test: (ctx) => signedIn(ctx, definition, async (prepared) => {
      for (const id of tested) await ask(ctx, prepared, id);
    }),
    card: (ctx) => signedIn(ctx, definition, async (prepared) => {
      const answers = {};
      for (const id of tested) answers[id] = await ask(ctx, prepared, id);
      const rest = ids.filter((id) => !tested.includes(id));
      const more = await Promise.all(rest.map((id) => ask(ctx, prepared, id)));
      rest.forEach((id, i) => {
        answers[id] = more[i];
      });
      const values = { appUrl: prepared.scope.url };
      for (const id of Object.keys(definition.fields)) {
        const field = definition.fields[id];
        values[id] = fieldValue(field, answers[field.from || ids[0]]);
      }
      return { values };
    }),
  });
}

module.exports = { declarative, fieldValue, fill };
