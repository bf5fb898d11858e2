// Snippets: full-text search over 20,000 snippets through the real HTTP API, and the size of the
// code the snippet screen loads (CodeMirror), with a check that none of it reaches the login page.
import { admin, login, median, raw, record, withHearth } from './common.js';
import { seedSnippets } from './snippets-seed.js';
import { measureSnippetChunks } from './snippets-browser.js';

const count = 20_000;
/** Representative searches: a topic, a rare one, two words, a word as it is typed, a file name, two keywords nearly every snippet has (the worst case), two rare words. */
const terms = ['docker', 'nginx', 'docker compose', 'certif', 'volume-2', 'function return', 'wireguard tunnel'];
const runs = 200;

async function createList(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/listing/save/snippet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ snippetName: 'Bench', snippetIcon: { iconUrl: 'snippet', iconProvider: 'self' }, showOnFeatured: true }),
  });
  const body = (await res.json()) as { data?: { _id: string } };
  if (!body.data) throw new Error('could not create the snippet list');
  return body.data._id;
}

/** Sequential requests, so each time is one request's own latency (ms, sub-millisecond precision). */
async function timeGets(url: string, token: string): Promise<{ times: number[]; totalItems: number }> {
  const times: number[] = [];
  let totalItems = 0;
  for (let i = 0; i < runs + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { message: { totalItems: number } };
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 10) times.push(performance.now() - started);
    totalItems = body.message.totalItems;
  }
  return { times, totalItems };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;

export async function snippetsBench(): Promise<void> {
  await withHearth('snippets', async (hearth, dataDir) => {
    const token = await login(hearth.url);
    const listId = await createList(hearth.url, token);
    const seeded = await seedSnippets(dataDir, admin.HEARTH_ADMIN_USERNAME, listId, count);
    raw.snippetSeed = seeded;

    const first = await timeGets(`${hearth.url}/api/v1/snippet/${listId}/items/1`, token);
    record(`snippet list, first page of ${count.toLocaleString('en')} (p50 / p99)`, `${median(first.times).toFixed(2)} / ${p99(first.times).toFixed(2)} ms`, 'reference', null);

    const medians: number[] = [];
    for (const term of terms) {
      const { times, totalItems } = await timeGets(`${hearth.url}/api/v1/snippet/undefined/items/1/search/${encodeURIComponent(term)}`, token);
      const p50 = median(times);
      medians.push(p50);
      raw[`snippet search "${term}"`] = { p50, p99: p99(times), totalItems };
      record(`snippet search "${term}" (${totalItems} hits) p50 / p99`, `${p50.toFixed(2)} / ${p99(times).toFixed(2)} ms`, 'p50 < 10 ms', p50 < 10);
    }
    raw.snippetSearchMedians = medians;

    const chunks = await measureSnippetChunks(hearth.url, token, listId);
    raw.snippetChunks = chunks;
    record('snippet screen JS beyond the app shell, gzipped (CodeMirror + the screen)', `${chunks.snippetKiB.toFixed(0)} KiB`, 'reference', null);
    record('language support loaded on demand (JavaScript), gzipped', `${chunks.languageKiB.toFixed(0)} KiB`, 'reference', null);
    record(
      'login JS, gzipped, holds no snippet or CodeMirror code',
      `${chunks.loginKiB.toFixed(1)} KiB, ${chunks.sharedWithLogin.length} snippet chunks shared`,
      'no snippet chunk, no CodeMirror',
      chunks.sharedWithLogin.length === 0 && !chunks.loginHasCodeMirror,
    );
  });
}
