'use strict';
/*
 * @hearth/kit: what Hearth's built-in integrations share: number, byte, duration and date
 * formatting, HTML escaping, the JSONPath subset of the Custom API app, and one way of saying
 * why a call to a service failed. Plain JavaScript with no globals beyond the language itself,
 * because it runs inside the integration sandbox (no Buffer, URL or process there).
 */

const missing = '—';

function isNumber(value) {
  return typeof value === 'number' && Number.isFinite(value);
}

function toNumber(value) {
  if (isNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function trimZero(text) {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** 950 → "950", 1234 → "1.2K", 2500000 → "2.5M", 3.1e9 → "3.1B". */
function formatNumber(value) {
  const n = toNumber(value);
  if (n === null) return missing;
  const abs = Math.abs(n);
  for (const [size, unit] of [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']]) {
    if (abs >= size) return trimZero((n / size).toFixed(abs >= size * 100 ? 0 : 1)) + unit;
  }
  return Number.isInteger(n) ? String(n) : trimZero(n.toFixed(1));
}

/** A count written out in full with digit groups: 1234567 → "1,234,567". */
function formatCount(value) {
  const n = toNumber(value);
  if (n === null) return missing;
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 12.345 → "12.3%"; the value is already a percentage (0-100). */
function formatPercent(value, digits) {
  const n = toNumber(value);
  if (n === null) return missing;
  return trimZero(n.toFixed(digits === undefined ? 1 : digits)) + '%';
}

/** Bytes in binary units: 1536 → "1.5 KiB", 5e12 → "4.5 TiB". */
function formatBytes(value) {
  const n = toNumber(value);
  if (n === null) return missing;
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let size = Math.abs(n);
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const sign = n < 0 ? '-' : '';
  return sign + (unit === 0 ? String(Math.round(size)) : trimZero(size.toFixed(size >= 100 ? 0 : 1))) + ' ' + units[unit];
}

/** Bytes per second as a transfer rate: 1536 → "1.5 KiB/s". */
function formatRate(value) {
  const text = formatBytes(value);
  return text === missing ? missing : text + '/s';
}

/** Bits per second (as speed tests report them): 94500000 → "94.5 Mbps". */
function formatBits(value) {
  const n = toNumber(value);
  if (n === null) return missing;
  for (const [size, unit] of [[1e9, 'Gbps'], [1e6, 'Mbps'], [1e3, 'Kbps']]) {
    if (Math.abs(n) >= size) return trimZero((n / size).toFixed(1)) + ' ' + unit;
  }
  return Math.round(n) + ' bps';
}

/** Seconds as the two largest units: 93784 → "1d 2h", 3720 → "1h 2m", 42 → "42s". */
function formatDuration(value) {
  const n = toNumber(value);
  if (n === null || n < 0) return missing;
  const parts = [[86400, 'd'], [3600, 'h'], [60, 'm'], [1, 's']];
  let rest = Math.floor(n);
  const out = [];
  for (const [size, unit] of parts) {
    if (rest >= size || (unit === 's' && out.length === 0)) {
      out.push(Math.floor(rest / size) + unit);
      rest %= size;
    }
    if (out.length === 2) break;
  }
  return out.join(' ');
}

function toDate(value) {
  if (value instanceof Date) return value;
  const n = toNumber(value);
  // Epoch numbers: seconds below 1e11 (until the year 5138), milliseconds above.
  if (n !== null) return new Date(n < 1e11 ? n * 1000 : n);
  if (typeof value === 'string') return new Date(value);
  return new Date(NaN);
}

/** A moment relative to now: "just now", "5 minutes ago", "in 2 days", "3 months ago". */
function formatRelativeDate(value, now) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return missing;
  const seconds = Math.round((date.getTime() - (now === undefined ? Date.now() : now)) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  const steps = [[60, 'minute'], [3600, 'hour'], [86400, 'day'], [86400 * 30, 'month'], [86400 * 365, 'year']];
  let chosen = steps[0];
  for (const step of steps) if (abs >= step[0] * 0.95) chosen = step;
  const count = Math.max(1, Math.round(abs / chosen[0]));
  const words = count + ' ' + chosen[1] + (count === 1 ? '' : 's');
  return seconds < 0 ? words + ' ago' : 'in ' + words;
}

const formats = {
  text: (value) => (value === null || value === undefined || value === '' ? missing : typeof value === 'object' ? JSON.stringify(value) : String(value)),
  number: formatNumber,
  percent: (value) => formatPercent(value),
  bytes: formatBytes,
  duration: formatDuration,
  date: (value) => formatRelativeDate(value),
};

/** Formats a value by the name a Custom API field chose; unknown names show the text. */
function formatAs(format, value) {
  if (value === undefined || value === null) return missing;
  return (formats[format] || formats.text)(value);
}

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** A calendar date in the reader's words: "12 Mar 2026". */
function formatDate(value) {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return missing;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return date.getUTCDate() + ' ' + months[date.getUTCMonth()] + ' ' + date.getUTCFullYear();
}

/**
 * The template variables of sendResponse from a plain object: { numPR: 3 } becomes
 * [{ key: '{{numPR}}', value: '3' }]. Missing values show as "—". Names listed in `html` are
 * markup the package built with escapeHtml: their key is written {{{name}}}, which Hearth inserts
 * unescaped (the whole card is sanitised afterwards).
 */
function vars(values, html) {
  const raw = html || [];
  return Object.keys(values).map((name) => {
    const value = values[name];
    const key = raw.indexOf(name) >= 0 ? '{{{' + name + '}}}' : '{{' + name + '}}';
    return { key, value: value === undefined || value === null || value === '' ? missing : String(value) };
  });
}

/** Status lines that say no more than the status itself. */
const bareStatusText = /^(?:\d{3}\b:?\s*)?(?:unauthori[sz]ed|forbidden|not found|bad request|unprocessable (?:entity|content)|too many requests|internal server error|service unavailable|bad gateway|error|fail(?:ed|ure)?)\.?$/i;

function sentence(value) {
  if (typeof value !== 'string') return '';
  const text = value.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text === '' || bareStatusText.test(text) ? '' : text.length > 200 ? text.slice(0, 199) + '…' : text;
}

/**
 * The service's own words in a refused call, when it gave any: `{message}` (Laravel, Nest,
 * Portainer, which adds `details`), `{error: {message}}` (Google, Nginx Proxy Manager),
 * `{error: "…"}`, `{msg}` (Uptime Kuma), `{detail}`, or a short plain-text body. An HTML page or a
 * bare "Unauthorized" says nothing the status does not, so it gives "".
 */
function serviceMessage(error) {
  const data = error && error.response ? error.response.data : undefined;
  if (typeof data === 'string') return /^\s*</.test(data) || data.length > 300 ? '' : sentence(data);
  if (!data || typeof data !== 'object') return '';
  const nested = data.error && typeof data.error === 'object' ? data.error : {};
  const candidates = [nested.message, typeof data.error === 'string' ? data.error : undefined, data.message, data.details, data.detail, data.msg];
  for (const candidate of candidates) {
    const text = sentence(candidate);
    if (text) return text;
  }
  return '';
}

/** The HTTP status of a refused call, or undefined when the call got no answer. */
function httpStatus(error) {
  return error && error.response && typeof error.response.status === 'number' ? error.response.status : undefined;
}

/**
 * One line for an HTTP failure: the status, what it means, the service's own words when it gave
 * any, and what to do. `fix` replaces the usual advice (a built-in knows its service's names).
 */
function reasonForStatus(status, said, fix) {
  const quoted = said ? ': "' + said + '"' : '';
  const advice = (usual) => (fix || usual ? ' (' + (fix || usual) + ')' : '');
  if (status === 401 || status === 403) return status + ': the service refused the credentials' + quoted + advice('check the key, token or password');
  if (status === 400 || status === 422) return status + ': the service refused the request' + quoted + advice('check the key and the other settings');
  if (status === 404) return '404: not found at this address' + quoted + advice('check the URL');
  if (status === 429) return '429: the service is limiting requests, too many came in a short time' + quoted + advice('wait a few minutes, or let the card refresh less often');
  if (status >= 500) return status + ': the service answered with an error' + quoted + advice('');
  return status + ': the service answered with an unexpected status' + quoted + advice('');
}

/**
 * One line saying why a call failed, for a card or a failed connection test:
 * "unreachable (connection refused)", "401: the service refused the credentials …",
 * "unexpected answer: no queries in the summary". `fixes` maps a status to the advice a built-in
 * gives for it ({ 401: 'check the email and password' }), or to a function of the service's words
 * that gives the advice, or '' to keep the usual one.
 */
function failureReason(error, fixes) {
  if (typeof error === 'string') return error;
  if (!error || typeof error !== 'object') return 'failed';
  const status = httpStatus(error);
  if (status !== undefined) {
    const said = serviceMessage(error);
    const fix = fixes && fixes[status];
    return reasonForStatus(status, said, typeof fix === 'function' ? fix(said) : fix);
  }
  // The runtime already put a TLS failure or a refused target into words a person can act on.
  if (error.explained && error.message) return String(error.message);
  const code = error.code;
  if (code === 'ECONNREFUSED') return 'unreachable (connection refused)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unreachable (host name not found)';
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return error.timedOutCall || /^no answer in time from /.test(String(error.message)) ? String(error.message) : 'unreachable (no answer in time)';
  if (code === 'ECONNRESET' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'unreachable (' + code + ')';
  if (code === 'ERR_INVALID_URL') return 'the service URL is not valid';
  if (code === 'CERT_HAS_EXPIRED' || /CERT|SSL|TLS/.test(String(code))) return 'TLS error (' + code + ')';
  if (error.unexpected) return 'unexpected answer: ' + error.message;
  // A streamed answer past the cap fails while it is read, outside the runtime's interceptors.
  const past = /^maxContentLength size of (\d+) exceeded/.exec(String(error.message));
  if (past) return answerTooLarge('', Number(past[1]));
  return error.message ? String(error.message) : 'failed';
}

/** "16 MB" for a byte count of whole megabytes, or the bytes. */
function megabytes(bytes) {
  return bytes > 0 && bytes % (1024 * 1024) === 0 ? bytes / (1024 * 1024) + ' MB' : bytes + ' bytes';
}

/**
 * The failure of a call whose answer passed the runtime's cap, in the runtime's words: "the answer
 * to GET http://host/api/states is larger than 16 MB, more than Hearth reads for a card".
 */
function answerTooLarge(call, limit) {
  return 'the answer' + (call ? ' to ' + call : '') + ' is larger than ' + megabytes(limit) + ', more than Hearth reads for a card';
}

/**
 * A failure that is the service refusing Hearth (a wrong password answered 200 "Fails.", a ban):
 * `status` is 401 or 403 for credentials, 429 for a rate limit. Hearth then backs the card off
 * instead of asking again at every refresh, so a wrong password never locks the user out.
 */
function refused(message, status) {
  const error = new Error(message);
  error.explained = true;
  error.refusal = status || 401;
  return error;
}

/** The HTTP status a failure was refused with (401, 403, 429), or 0. */
function refusalStatus(error) {
  if (!error || typeof error !== 'object') return 0;
  const status = typeof error.refusal === 'number' ? error.refusal : error.response && typeof error.response.status === 'number' ? error.response.status : 0;
  return [401, 403, 429].includes(status) ? status : 0;
}

/** What sendError and connectionFailed get: the reason, and the refusal it was when it was one. */
function failure(error, fixes) {
  const reason = failureReason(error, fixes);
  const status = refusalStatus(error);
  return status ? { message: reason, explained: true, refusal: status } : reason;
}

/** Throws an "unexpected answer" failure unless the condition holds. */
function expect(condition, what) {
  if (condition) return;
  const error = new Error(what);
  error.unexpected = true;
  throw error;
}

/** A base URL without its trailing slashes, or an "unexpected" failure when there is none. */
function baseUrl(url) {
  const text = typeof url === 'string' ? url.trim().replace(/\/+$/, '') : '';
  if (!/^https?:\/\/[^/\s]+/i.test(text)) {
    const error = new Error('the service URL is not set or is not http(s)');
    error.unexpected = false;
    throw error;
  }
  return text;
}

/*
 * JSONPath, the subset the Custom API app documents: an optional leading "$", names after dots
 * or in ['quotes'], [n] indexes (negative from the end), * and [*] wildcards, and a final
 * ".length" on an array. Returns every match in document order.
 */
function parsePath(path) {
  const text = String(path).trim().replace(/^\$/, '');
  const steps = [];
  const pattern = /\.?([A-Za-z_$][\w$-]*|\*)|\[\s*(-?\d+|\*|'[^']*'|"[^"]*")\s*\]/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return null;
    const token = match[1] !== undefined ? match[1] : match[2];
    if (token === '*') steps.push({ wildcard: true });
    else if (/^-?\d+$/.test(token) && match[2] !== undefined) steps.push({ index: Number(token) });
    else steps.push({ name: token.replace(/^['"]|['"]$/g, '') });
    at = pattern.lastIndex;
  }
  return steps;
}

function step(values, next) {
  const out = [];
  for (const value of values) {
    if (value === null || typeof value !== 'object') continue;
    if (next.wildcard) out.push(...(Array.isArray(value) ? value : Object.values(value)));
    else if (next.index !== undefined) {
      if (!Array.isArray(value)) continue;
      const item = value[next.index < 0 ? value.length + next.index : next.index];
      if (item !== undefined) out.push(item);
    } else if (next.name === 'length' && Array.isArray(value)) out.push(value.length);
    else if (Object.prototype.hasOwnProperty.call(value, next.name)) out.push(value[next.name]);
  }
  return out;
}

function jsonPath(document, path) {
  const steps = parsePath(path);
  if (steps === null) return [];
  return steps.reduce(step, [document]);
}

/**
 * Counts, while an answer streams in, how often each pattern occurs, so a whole library (a list of
 * thousands of movies or torrents) is counted without ever being held: ctx.get(url,
 * { responseType: 'stream' }) gives the stream. `patterns` maps a name to a global RegExp for a
 * JSON key and value, e.g. { onDisk: /"hasFile":\s*true/g }; a match may be at most `longest`
 * characters. Answers { name: count }.
 */
async function countInStream(stream, patterns, longest) {
  const overlap = longest || 64;
  const names = Object.keys(patterns);
  const counts = {};
  for (const name of names) counts[name] = 0;
  const tally = (text, before) => {
    for (const name of names) {
      const pattern = patterns[name];
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match && match.index < before; match = pattern.exec(text)) {
        counts[name] += 1;
        if (match[0] === '') pattern.lastIndex += 1;
      }
    }
  };
  let carry = '';
  for await (const chunk of stream) {
    // latin1 keeps every byte as one character: a character split between chunks cannot hide a key.
    const text = carry + (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
    // Matches starting in the last `overlap` characters are counted with the next chunk.
    const cut = Math.max(0, text.length - overlap);
    tally(text, cut);
    carry = text.slice(cut);
  }
  tally(carry, Infinity);
  return counts;
}

/**
 * Reads a streamed JSON array of objects, never holding it, and tallies one key of each object
 * itself (not of the objects nested in it): tallyItems(stream, 'monitored') over a Sonarr series
 * list gives { items: 5, values: { true: 4, false: 1 } } however often "monitored" appears in each
 * series' seasons. A value is kept as its JSON text (a string without its quotes, at most 200
 * characters); nested objects and arrays as values are not tallied.
 */
async function tallyItems(stream, key) {
  const values = {};
  const record = (value) => {
    values[value] = (values[value] || 0) + 1;
  };
  // The scan jumps from one character that matters to the next, so long texts cost one search.
  const structural = /[{}[\]:,"]/g;
  const inText = /["\\]/g;
  let items = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectKey = false;
  let wanted = false;
  let lastKey = null;
  let text = null;
  let literal = '';
  const keep = (piece) => {
    if (text !== null && text.length < 200) text += piece.slice(0, 200 - text.length);
  };
  for await (const chunk of stream) {
    // latin1 keeps every byte as one character; the keys and literals read here are ASCII.
    const part = typeof chunk === 'string' ? chunk : chunk.toString('latin1');
    let i = 0;
    while (i < part.length) {
      if (inString) {
        if (escaped) {
          escaped = false;
          keep(part[i]);
          i += 1;
          continue;
        }
        inText.lastIndex = i;
        const found = inText.exec(part);
        const end = found ? found.index : part.length;
        keep(part.slice(i, end));
        i = end + 1;
        if (!found) continue;
        if (found[0] === '\\') {
          escaped = true;
          continue;
        }
        inString = false;
        if (text !== null) {
          if (expectKey) lastKey = text;
          else if (wanted) record(text);
          expectKey = false;
          wanted = false;
          text = null;
        }
        continue;
      }
      structural.lastIndex = i;
      const found = structural.exec(part);
      const end = found ? found.index : part.length;
      if (wanted && literal.length < 200) literal += part.slice(i, end);
      i = end + 1;
      if (!found) continue;
      const c = found[0];
      if (wanted && literal.trim() !== '') {
        record(literal.trim());
        wanted = false;
      }
      literal = '';
      if (c === '"') {
        inString = true;
        text = depth === 2 && (expectKey || wanted) ? '' : null;
      } else if (c === '{' || c === '[') {
        if (depth === 1 && c === '{') items += 1;
        depth += 1;
        expectKey = depth === 2 && c === '{';
        wanted = false;
      } else if (c === '}' || c === ']') {
        depth -= 1;
      } else if (depth === 2) {
        if (c === ',') expectKey = true;
        else if (c === ':') wanted = lastKey === key;
      }
    }
  }
  if (wanted && literal.trim() !== '') record(literal.trim());
  return { items, values };
}

/** Texts several built-ins show. */
const messages = {
  twoFactorUnsupported: 'accounts with two-factor sign-in are not supported, use one without',
};

/**
 * The name=value pairs of a login's Set-Cookie headers, ready for a Cookie header, or null when
 * it set none.
 */
function sessionCookie(setCookie) {
  const pairs = [].concat(setCookie || []).map((line) => String(line).split(';')[0].trim()).filter((pair) => /^[^=\s]+=/.test(pair));
  return pairs.length > 0 ? pairs.join('; ') : null;
}

/**
 * A single call's limit; the runtime also gives every call only what is left of the run's own
 * deadline, so a dead service gets a reason naming the call, not a kill.
 */
const callTimeoutMs = 8000;

function requester(axios) {
  return (method, url, options) => {
    const settings = Object.assign({ method, url, timeout: callTimeoutMs }, options || {});
    delete settings.full;
    return axios.request(settings).then((response) => (options && options.full ? response : response.data));
  };
}

function context(host) {
  const call = requester(host.axios);
  return {
    config: host.config || {},
    payload: host.payload || null,
    appUrl: host.appUrl || '',
    get: (url, options) => call('GET', url, options),
    post: (url, data, options) => call('POST', url, Object.assign({ data }, options || {})),
    request: (method, url, options) => call(method, url, options),
    /**
     * What this link's last card run kept (ctx.keep), or null; ctx.keep is undefined where Hearth
     * keeps nothing (a connection test), so a package that signs in signs out again there.
     */
    kept: typeof host.kept === 'string' ? host.kept : null,
    keep: typeof host.keep === 'function' ? (value) => host.keep(value) : undefined,
    /** JSON-RPC 2.0 over a websocket: `const rpc = await ctx.rpc('wss://…'); await rpc.call('m', [..]); rpc.close();` */
    rpc: (address, options) => host.jsonRpc(address, options),
  };
}

/**
 * The two entry points of an app.js from plain async functions, so a package says only what
 * it fetches and shows:
 *   Object.assign(global, kit.integration({ card: async (ctx) => ({ values, html?, background? }),
 *                                           test: async (ctx) => { first call } }));
 * A test may answer { readings: [{ label, path, value }] } (value null: nothing matched) for the form to show.
 * A failure anywhere becomes one line from failureReason(), sent with sendError or connectionFailed.
 */
function integration(handlers) {
  return {
    initialize: async (application) => {
      try {
        const card = await handlers.card(context(application));
        application.sendResponse(card.template || 'response.tpl', 200, vars(card.values, card.html), card.background || null);
      } catch (error) {
        application.sendError(failure(error, handlers.fixes));
      }
    },
    connectionTest: async (tester) => {
      try {
        const found = handlers.test ? await handlers.test(context(tester)) : (await handlers.card(context(tester)), undefined);
        tester.connectionSuccess(found && Array.isArray(found.readings) ? { readings: found.readings } : undefined);
      } catch (error) {
        tester.connectionFailed(failure(error, handlers.fixes));
      }
    },
  };
}

/**
 * A declarative integration's entry points (definition.json; kit/declarative.js), loaded when
 * first asked for: Object.assign(global, kit.declarative(definition)).
 */
function declarative(definition) {
  return require('@hearth/kit/declarative').declarative(definition);
}

module.exports = {
  integration,
  declarative,
  messages,
  answerTooLarge,
  countInStream,
  tallyItems,
  sessionCookie,
  formatDate,
  missing,
  formatNumber,
  formatCount,
  formatPercent,
  formatBytes,
  formatRate,
  formatBits,
  formatDuration,
  formatRelativeDate,
  formatAs,
  escapeHtml,
  vars,
  failureReason,
  reasonForStatus,
  serviceMessage,
  httpStatus,
  refused,
  refusalStatus,
  expect,
  baseUrl,
  jsonPath,
  parsePath,
};
