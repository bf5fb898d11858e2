// The command palette's search (issue 29): GET /api/v1/search over 100,000 mixed items of one
// user (links in folders, todo items, pages, devices, 2FA entries and snippets), seeded straight
// into SQLite so the palette's index fills through the same triggers the API's writes go through.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { admin, login, median, raw, record, withHearth } from './common.js';
import { seedSnippets } from './snippets-seed.js';

/** Items of each kind; 100,000 in all. */
const counts = { folders: 500, links: 39_500, todos: 30_000, pages: 10_000, devices: 5_000, totp: 5_000, snippets: 10_000 };
/** A common word, a rare one, two words, a two-letter prefix (the worst case), a host part, a typo. */
const queries = ['grafana', 'wireguard', 'home lab', 'ba', 'arpa', 'jelyfin'];
const runs = 200;

const services = ['grafana', 'jellyfin', 'plex', 'sonarr', 'radarr', 'pihole', 'proxmox', 'portainer', 'nextcloud', 'immich', 'wireguard', 'homeassistant', 'backup', 'router', 'printer', 'camera', 'lab', 'home', 'media', 'storage'];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function seedMixed(dataDir: string, username: string): Promise<void> {
  const db = new Database(join(dataDir, 'hearth.db'));
  const next = random(29);
  const pick = () => services[Math.floor(next() * services.length)]!;
  const id = () => randomBytes(12).toString('base64url');
  const now = new Date().toISOString();
  const icon = JSON.stringify({ iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' });
  try {
    db.pragma('foreign_keys = ON');
    const { id: userId } = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string };
    const listing = db.prepare('INSERT INTO listings (id, user_id, parent_id, listing_type, listing_name, listing_url, local_url, listing_icon, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const todo = db.prepare('INSERT INTO todo_items (id, user_id, listing_id, todo_item, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const page = db.prepare('INSERT INTO pages (id, user_id, page_title, page_content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    const device = db.prepare('INSERT INTO network_devices (id, user_id, device_name, device_ip, device_icon, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const totp = db.prepare('INSERT INTO authenticators (id, user_id, service_name, account_name, service_icon, secret_sealed, secret_digest, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const folders: string[] = [];
    const lists: string[] = [];
    const steps: (() => void)[] = [];
    for (let i = 0; i < counts.folders; i++) {
      const folder = id();
      folders.push(folder);
      steps.push(() => listing.run(folder, userId, null, 'category', `${pick()} ${pick()} folder ${i}`, null, null, icon, now, now));
    }
    for (let i = 0; i < 50; i++) {
      const list = id();
      lists.push(list);
      steps.push(() => listing.run(list, userId, null, 'todo', `${pick()} chores ${i}`, null, null, icon, now, now));
    }
    for (let i = 0; i < counts.links; i++) {
      const name = pick();
      steps.push(() => listing.run(id(), userId, folders[i % folders.length]!, 'link', `${name} ${pick()} ${i}`, `https://${name}${i}.home.arpa/`, `http://10.0.${i % 250}.${i % 200}:8080/`, icon, now, now));
    }
    for (let i = 0; i < counts.todos; i++) steps.push(() => todo.run(id(), userId, lists[i % lists.length]!, `check ${pick()} and ${pick()} ${i}`, now, now));
    for (let i = 0; i < counts.pages; i++) steps.push(() => page.run(id(), userId, `${pick()} notes ${i}`, `<p>How the ${pick()} talks to the ${pick()} and the ${pick()}.</p>`, now, now));
    for (let i = 0; i < counts.devices; i++) steps.push(() => device.run(id(), userId, `${pick()} box ${i}`, `10.1.${i % 250}.${i % 200}`, icon, now, now));
    for (let i = 0; i < counts.totp; i++) steps.push(() => totp.run(id(), userId, `${pick()} ${i}`, `user${i}@home.arpa`, icon, 'sealed', `digest-${i}`, now, now));
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) steps[i]!();
    });
    for (let from = 0; from < steps.length; from += 2000) {
      batch(from, Math.min(steps.length, from + 2000));
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    db.close();
  }
}

async function createSnippetList(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/listing/save/snippet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ snippetName: 'Bench', snippetIcon: { iconUrl: 'snippet', iconProvider: 'self' }, showOnFeatured: true }),
  });
  const body = (await res.json()) as { data?: { _id: string } };
  if (!body.data) throw new Error('could not create the snippet list');
  return body.data._id;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;

export async function searchBench(): Promise<void> {
  await withHearth('search', async (hearth, dataDir) => {
    const token = await login(hearth.url);
    await seedMixed(dataDir, admin.HEARTH_ADMIN_USERNAME);
    await seedSnippets(dataDir, admin.HEARTH_ADMIN_USERNAME, await createSnippetList(hearth.url, token), counts.snippets);
    const all: number[] = [];
    for (const q of queries) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < runs + 10; i++) {
        const started = performance.now();
        const res = await fetch(`${hearth.url}/api/v1/search?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { message: { hits: unknown[] } };
        if (res.status !== 200) throw new Error(`/search answered ${res.status}`);
        if (i >= 10) times.push(performance.now() - started);
        hits = body.message.hits.length;
      }
      all.push(...times);
      raw[`palette search "${q}"`] = { p50: median(times), p99: p99(times), hits };
      record(`palette search "${q}", 100,000 items (${hits} shown) p50 / p99`, `${median(times).toFixed(2)} / ${p99(times).toFixed(2)} ms`, 'p50 < 15 ms, p99 < 50 ms', median(times) < 15 && p99(times) < 50);
    }
    record('palette search, all queries p50 / p99', `${median(all).toFixed(2)} / ${p99(all).toFixed(2)} ms`, 'p50 < 15 ms, p99 < 50 ms', median(all) < 15 && p99(all) < 50);
  });
}
