// A bare Express "hello" endpoint: the yardstick the API benchmarks are compared with.
import express from 'express';

const app = express();
app.get('/hello', (_req, res) => {
  res.json({ error: false, message: 'hello' });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
