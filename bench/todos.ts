// Todo items: the page query (GET /todo/{listingId|all}/items/{filter}/{sort}/{page}) over one list
// of 100,000 items, through the real HTTP API. Items are seeded straight into the SQLite file.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { admin, login, median, raw, record, withHearth } from './common.js';

const count = 100_000;
const runs = 200;

/** A small deterministic random source (mulberry32), so every run seeds the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function createList(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/listing/save/todo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ todoName: 'Bench', todoIcon: { iconUrl: 'todo', iconProvider: 'self' }, showOnFeatured: true }),
  });
  const body = (await res.json()) as { data?: { _id: string } };
  if (!body.data) throw new Error('could not create the todo list');
  return body.data._id;
}

/** `count` items: priorities 1-3, 60% with a due day within a year, 30% completed, in creation order. */
export async function seedTodos(dataDir: string, listingId: string): Promise<void> {
  const db = new Database(join(dataDir, 'hearth.db'));
  const next = random(7);
  try {
    const { id: userId } = db.prepare('SELECT id FROM users WHERE username = ?').get(admin.HEARTH_ADMIN_USERNAME) as { id: string };
    const add = db.prepare(
      'INSERT INTO todo_items (id, user_id, listing_id, todo_item, completed, due_date, priority, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const start = Date.parse('2026-01-01T00:00:00Z');
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const when = new Date(start + i * 60_000).toISOString();
        const due = next() < 0.6 ? new Date(start + Math.floor(next() * 365) * 86_400_000).toISOString().slice(0, 10) : null;
        add.run(randomBytes(12).toString('base64url'), userId, listingId, `Task ${i}`, next() < 0.3 ? 1 : 0, due, 1 + Math.floor(next() * 3), when, when);
      }
    });
    // Batches with a turn of the event loop between them, so idle HTTP connections see the server close them.
    for (let from = 0; from < count; from += 5000) {
      batch(from, Math.min(count, from + 5000));
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    db.close();
  }
}

/** Sequential requests, so each time is one request's own latency (ms). */
async function timeGets(url: string, token: string): Promise<{ times: number[]; items: number }> {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < runs + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { message: { todoItems: unknown[] } };
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 10) times.push(performance.now() - started);
    items = body.message.todoItems.length;
  }
  return { times, items };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? Number.NaN;

export async function todosBench(): Promise<void> {
  await withHearth('todos', async (hearth, dataDir) => {
    const token = await login(hearth.url);
    const listId = await createList(hearth.url, token);
    await seedTodos(dataDir, listId);
    raw.todoSeed = { items: count };

    const cases: { name: string; path: string; budget: boolean }[] = [
      { name: 'newest first, page 1', path: `${listId}/items/all/default/1`, budget: true },
      { name: 'pending, priority high to low, page 1', path: `${listId}/items/pending/highToLow/1`, budget: true },
      { name: 'completed, priority low to high, page 1', path: `${listId}/items/completed/lowToHigh/1`, budget: true },
      { name: 'pending, due date, page 1', path: `${listId}/items/pending/dueDate/1`, budget: true },
      { name: '/tasks (all lists), due date, page 1', path: 'all/items/all/dueDate/1', budget: true },
      { name: 'newest first, page 50 (items 981-1,000)', path: `${listId}/items/all/default/50`, budget: false },
    ];
    for (const c of cases) {
      const { times, items } = await timeGets(`${hearth.url}/api/v1/todo/${c.path}`, token);
      if (items !== 20) throw new Error(`${c.path} answered ${items} items, not 20`);
      const p50 = median(times);
      raw[`todo page: ${c.name}`] = { p50, p99: p99(times) };
      record(`todo page of ${count.toLocaleString('en')} items: ${c.name} (p50 / p99)`, `${p50.toFixed(2)} / ${p99(times).toFixed(2)} ms`, c.budget ? 'p50 < 5 ms' : 'reference', c.budget ? p50 < 5 : null);
    }
  });
}
