// The container image's HEALTHCHECK (Dockerfile): healthy once Hearth's /api/v1/health answers
// 200, which it does when the server and its database are up. Asks the address Hearth listens
// on, or 127.0.0.1 when it listens on every address (the image's default).
const host = process.env.HEARTH_HOST && !['0.0.0.0', '::', ''].includes(process.env.HEARTH_HOST) ? process.env.HEARTH_HOST : '127.0.0.1';
const port = process.env.HEARTH_PORT || '7420';
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
try {
  const res = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(4000) });
  process.exitCode = res.status === 200 ? 0 : 1;
  if (res.status !== 200) console.error(`${origin}/api/v1/health answered ${res.status}`);
} catch (error) {
  console.error(`${origin}/api/v1/health: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
