// A bare Express "hello" endpoint with better-sqlite3 open on a file: the yardstick the API
// benchmarks are compared with, and the floor Hearth's idle memory is measured over (DESIGN §9:
// Node's own pages, Express and SQLite are most of any such server's resident set).
import express from 'express';
import Database from 'better-sqlite3';

const dbPath = process.argv[2];
const db = dbPath ? new Database(dbPath) : null;
db?.pragma('journal_mode = WAL');
db?.exec('CREATE TABLE IF NOT EXISTS hello (id INTEGER PRIMARY KEY, text TEXT)');
const read = db?.prepare('SELECT count(*) AS n FROM hello');

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ error: false, message: 'hello' });
});
app.get('/count', (_req, res) => {
  res.json({ error: false, message: read?.get() ?? null });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
process.on('SIGTERM', () =>
  server.close(() => {
    db?.close();
    process.exit(0);
  }),
);
