// ntfy: the messages a server still caches for some topics (12 hours by default), polled from
// its JSON stream, and the server's own message count. An access token goes as Bearer, a login
// as Basic; public topics need neither.
const kit = require('@hearth/kit');

const priorities = { 1: 'min', 2: 'low', 3: 'default', 4: 'high', 5: 'urgent' };

function connection(ctx) {
  const { token, username, password } = ctx.config;
  const options = token ? { headers: { Authorization: `Bearer ${token}` } } : username ? { auth: { username, password: password || '' } } : {};
  return { url: kit.baseUrl(ctx.appUrl), options };
}

/** "alerts, backups" → "alerts,backups", the form ntfy's path takes; a name it would refuse fails here. */
function topics(ctx) {
  const names = String(ctx.config.topic || '').split(',').map((name) => name.trim()).filter(Boolean);
  kit.expect(names.length > 0, 'enter the topic to read');
  for (const name of names) kit.expect(/^[-_A-Za-z0-9]{1,64}$/.test(name), `"${name}" is not an ntfy topic name (letters, digits, - and _, at most 64)`);
  return names.join(',');
}

/**
 * The topics' cached messages, oldest first. `poll=1` makes ntfy answer what it has and close;
 * without it the same URL is a live subscription that never ends. The answer is one JSON object a
 * line, read as text (a single line would otherwise be taken for one JSON document).
 */
async function cached(ctx) {
  const { url, options } = connection(ctx);
  const text = await ctx.get(`${url}/${topics(ctx)}/json`, { ...options, params: { poll: 1, since: 'all' }, responseType: 'text' }).catch((error) => {
    // Read as text, a refusal's JSON ({code, http, error, link}) is parsed here for its words.
    const data = error && error.response && error.response.data;
    if (typeof data === 'string') {
      try {
        error.response.data = JSON.parse(data);
      } catch {
        // Not JSON: a proxy's page, left as it is.
      }
    }
    throw error;
  });
  kit.expect(typeof text === 'string', 'no message stream from the topic: is this ntfy?');
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const messages = lines.map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      return null;
    }
  });
  kit.expect(messages.every((m) => m && typeof m.event === 'string'), 'the topic did not answer ntfy messages: is this ntfy?');
  return messages.filter((m) => m.event === 'message');
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    await cached(ctx);
  },
  card: async (ctx) => {
    const { url, options } = connection(ctx);
    const [messages, stats] = await Promise.all([cached(ctx), ctx.get(`${url}/v1/stats`, options).catch(() => null)]);
    // A message without a priority has the default, 3.
    const urgent = messages.filter((m) => (m.priority || 3) >= 4).length;
    const newest = messages[messages.length - 1];
    return {
      values: {
        messages: kit.formatCount(messages.length),
        urgent: kit.formatCount(urgent),
        latest: newest ? kit.formatRelativeDate(newest.time) : kit.missing,
        latestTitle: newest ? newest.title || newest.message : kit.missing,
        latestMessage: newest ? newest.message : kit.missing,
        latestPriority: newest ? priorities[newest.priority || 3] : kit.missing,
        latestTopic: newest ? newest.topic : kit.missing,
        latestTags: newest && Array.isArray(newest.tags) && newest.tags.length > 0 ? newest.tags.join(', ') : kit.missing,
        topic: topics(ctx),
        serverMessages: stats ? kit.formatCount(stats.messages) : kit.missing,
        // ntfy gives messages a second; a minute reads better.
        serverRate: stats && typeof stats.messages_rate === 'number' ? `${kit.formatNumber(stats.messages_rate * 60)}/min` : kit.missing,
        appUrl: url,
      },
    };
  },
  fixes: {
    401: 'check the access token, or the username and password',
    403: 'the topic is protected: enter an access token (tk_…) or a login that may read it',
    429: 'ntfy blocks an address after 30 failed sign-ins and allows one more a minute: wait, then check the token',
  },
}));
