// Seeds snippets straight into a running Hearth's SQLite file (a second connection, as WAL
// allows): 20,000 snippets over HTTP would take minutes. The search index fills itself through
// the same triggers the API's writes go through.
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Keywords most code shares; they match nearly every snippet (the worst case for a search). */
const keywords = ['const', 'return', 'function', 'import', 'export', 'if', 'else', 'for', 'let', 'true', 'false', 'null', 'class', 'new', 'await', 'async'];
/** What a snippet is about: each has one, some two; every topic is in ~1-2% of the snippets. */
const topics = [
  'docker', 'compose', 'nginx', 'backup', 'rsync', 'cron', 'postgres', 'redis', 'proxy', 'certificate', 'firewall', 'systemd', 'network', 'deploy',
  'volume', 'secret', 'cache', 'queue', 'token', 'kubernetes', 'helm', 'wireguard', 'tunnel', 'zigbee', 'mqtt', 'sensor', 'plex', 'jellyfin',
  'sonarr', 'radarr', 'pihole', 'unbound', 'traefik', 'caddy', 'letsencrypt', 'grafana', 'prometheus', 'loki', 'influx', 'telegraf', 'ansible',
  'terraform', 'proxmox', 'zfs', 'snapshot', 'samba', 'nfs', 'ssh', 'vpn', 'dns', 'dhcp', 'vlan', 'router', 'switch', 'ups', 'raid', 'smart',
  'disk', 'mount', 'fstab', 'iptables', 'nftables', 'fail2ban', 'logrotate', 'journal', 'webhook', 'api', 'oauth', 'ldap', 'git', 'gitea',
  'runner', 'pipeline', 'build', 'image', 'registry', 'mirror', 'bucket', 'minio', 'restic', 'borg',
];
const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'qui', 'ber', 'dan', 'fel', 'gor', 'hin', 'jet', 'kor', 'lum', 'mar', 'nix', 'ost', 'pel', 'ras'];
const languages = ['javascript', 'typescript', 'python', 'bash', 'yaml', 'sql', 'go', 'rust', 'json', 'disptext'];

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

export interface SnippetSeed {
  snippets: number;
  items: number;
}

/** Adds `count` snippets with 1-3 code items of 20 lines each to the list, changes spread over a year. */
export async function seedSnippets(dataDir: string, username: string, listingId: string, count: number): Promise<SnippetSeed> {
  const db = new Database(join(dataDir, 'hearth.db'));
  const next = random(42);
  const pick = <T>(from: readonly T[]): T => from[Math.floor(next() * from.length)] as T;
  const identifier = () => Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(syllables)).join('');
  const line = (about: string[]) => Array.from({ length: 8 }, () => (next() < 0.4 ? pick(keywords) : next() < 0.85 ? identifier() : pick(about))).join(' ');
  let items = 0;
  try {
    db.pragma('foreign_keys = ON');
    const { id: userId } = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string };
    const addSnippet = db.prepare('INSERT INTO snippets (id, user_id, listing_id, snippet_title, snippet_language, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const addItem = db.prepare(
      'INSERT INTO snippet_items (id, user_id, snippet_id, snippet_filename, snippet_code, snippet_language, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const start = Date.parse('2025-01-01T00:00:00Z');
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const id = randomBytes(12).toString('base64url');
        // In change order, as the API writes them: seq and updated_at rise together.
        const when = new Date(start + Math.floor((i * 365 * 86_400_000) / count)).toISOString();
        const language = pick(languages);
        const about = next() < 0.3 ? [pick(topics), pick(topics)] : [pick(topics)];
        addSnippet.run(id, userId, listingId, `${about.join(' ')} ${identifier()} ${i}`, language, when, when);
        const files = 1 + Math.floor(next() * 3);
        for (let f = 0; f < files; f++) {
          const code = Array.from({ length: 20 }, () => line(about)).join('\n');
          addItem.run(randomBytes(12).toString('base64url'), userId, id, `${pick(about)}-${f}`, code, language, when, when);
          items++;
        }
      }
    });
    // Batches with a turn of the event loop between them: the bench's idle HTTP connections
    // must see the server close them, or the next request reuses a dead socket.
    for (let from = 0; from < count; from += 1000) {
      batch(from, Math.min(count, from + 1000));
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    db.close();
  }
  return { snippets: count, items };
}
