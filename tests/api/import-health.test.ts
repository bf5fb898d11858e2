// Issue 41 item 3: the status checks of other dashboards' real files (Homepage siteMonitor and
// ping, Dashy statusCheck, Homarr's status checker) are offered as health checks. The preview
// lists each with what Hearth checks; the import adds exactly those monitors, bound to the
// imported links; unticking "Add health checks" adds none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, startTestServer, type TestServer } from '../helpers/server.js';
import { importFixture } from '../helpers/imports.js';
import { importHealthMessages, importMessages } from '../../shared/messages.js';
import type { ImportFolderPreview, ImportHealthPreview, ImportPreview, ImportResult } from '../../shared/contracts/imports.js';
import type { MonitorSettings, MonitorTarget } from '../../shared/contracts/monitoring.js';
import type { Clock } from '../../server/features/monitoring/scheduler.js';

let server: TestServer;
// The files' addresses are public hosts: the monitors are placed on a schedule that never fires.
const stillClock: Clock = { now: () => Date.now(), setTimer: () => null, clearTimer: () => undefined };

beforeAll(async () => {
  server = await startTestServer({ monitorClock: stillClock, env: { HEARTH_LOOPBACK_TARGETS: 'admins' } });
});
afterAll(() => server.stop());

const preview = (token: string, body: unknown) => call<ImportPreview>(server, 'POST', '/import/preview', { token, body });
const run = (token: string, body: unknown) => call<ImportResult>(server, 'POST', '/import', { token, body });

/** Each previewed link with a status check: "name › health". */
function previewed(folders: ImportFolderPreview[]): [string, ImportHealthPreview][] {
  return folders.flatMap((f) => [...f.links.flatMap((l) => (l.health ? [[l.name, l.health] as [string, ImportHealthPreview]] : [])), ...previewed(f.folders)]);
}

type Made = [string, string, string, number, number];
/** Rows in one order (the monitoring list has its own): by their text. */
const sorted = <T,>(rows: T[]): T[] => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The user's monitors as [link name, kind, target, statusMin, statusMax], sorted. */
async function monitors(token: string): Promise<Made[]> {
  const targets = await call<{ items: MonitorTarget[] }>(server, 'GET', '/monitoring/targets', { token });
  const out: Made[] = [];
  for (const target of targets.body.message.items.filter((t) => t.monitorId)) {
    const detail = await call<{ settings: MonitorSettings }>(server, 'GET', `/monitoring/monitor/${target.monitorId}`, { token });
    expect(detail.body.message.settings.targetId).toBe(target.targetId);
    out.push([target.name, detail.body.message.settings.kind, target.target, detail.body.message.settings.statusMin, detail.body.message.settings.statusMax]);
  }
  return sorted(out);
}

/** Previews and imports `body` as a new user; the preview's planned checks must be the monitors made. */
async function importWithChecks(user: string, body: Record<string, unknown>) {
  const token = await createUser(server, user);
  const shown = (await preview(token, body)).body.message;
  const done = await run(token, body);
  expect(done.status).toBe(200);
  const made = await monitors(token);
  const planned = previewed(shown.folders).filter(([, h]) => !h.leftOut);
  expect(made).toEqual(sorted(planned.map(([name, h]): Made => [name, h.kind, h.target, h.statusMin, h.statusMax])));
  expect(done.body.message.added.healthChecks).toBe(shown.counts.healthChecks);
  expect(done.body.message.warnings).toEqual(shown.warnings);
  return { token, shown, made, result: done.body.message };
}

describe('Homepage', () => {
  it('offers the docs’ siteMonitor example as HTTP health checks, saying where the file checked another address', async () => {
    const { shown, made, result } = await importWithChecks('hp-site', { format: 'homepage', text: importFixture('homepage-docs-site-monitor.yaml') });
    expect(previewed(shown.folders)).toEqual([
      ['Sonarr', { from: 'siteMonitor', kind: 'link', target: 'http://sonarr.host/', statusMin: 200, statusMax: 399, note: null, leftOut: null }],
      ['Radarr', { from: 'siteMonitor', kind: 'link', target: 'http://radarr.host/', statusMin: 200, statusMax: 399, note: importHealthMessages.otherAddress('http://some.other.host/'), leftOut: null }],
    ]);
    expect(made).toEqual(sorted<Made>([
      ['Sonarr', 'link', 'http://sonarr.host/', 200, 399],
      ['Radarr', 'link', 'http://radarr.host/', 200, 399],
    ]));
    expect(result.message).toBe(importMessages.imported(2, 2, 0, 2));
    expect(shown.warnings).toEqual([]);
  });

  it('offers the docs’ ping example as HTTP checks that count any answer as up, and says so', async () => {
    const { shown, made } = await importWithChecks('hp-ping', { format: 'homepage', text: importFixture('homepage-docs-ping.yaml') });
    expect(previewed(shown.folders).map(([name, h]) => [name, h.from, h.note])).toEqual([
      ['Sonarr', 'ping', importHealthMessages.pingAsHttp('sonarr.host')],
      ['Radarr', 'ping', importHealthMessages.pingAsHttp('some.other.host')],
    ]);
    expect(made).toEqual(sorted<Made>([
      ['Sonarr', 'link', 'http://sonarr.host/', 100, 599],
      ['Radarr', 'link', 'http://radarr.host/', 100, 599],
    ]));
  });

  it('adds none when “Add health checks” is unticked, and says so in the preview and the result', async () => {
    const body = { format: 'homepage', text: importFixture('homepage-docs-site-monitor.yaml'), healthChecks: false };
    const { shown, made, result } = await importWithChecks('hp-unticked', body);
    expect(made).toEqual([]);
    expect(shown.counts.healthChecks).toBe(0);
    expect(previewed(shown.folders).map(([name, h]) => [name, h.leftOut])).toEqual([
      ['Sonarr', importHealthMessages.notTicked],
      ['Radarr', importHealthMessages.notTicked],
    ]);
    expect(shown.warnings).toEqual([importHealthMessages.notTickedWarning(['Sonarr', 'Radarr'])]);
    expect(result.message).toBe(importMessages.imported(2, 2, 0));
  });

  it('adds no check on a link to this computer for someone who may not check it, with the reason', async () => {
    const text = ['- Lab:', '    - Local:', '        href: http://127.0.0.1:8080/', '        siteMonitor: http://127.0.0.1:8080/'].join('\n');
    const { shown, made } = await importWithChecks('hp-loopback', { format: 'homepage', text });
    expect(previewed(shown.folders).map(([name, h]) => [name, h.leftOut])).toEqual([['Local', importHealthMessages.loopback]]);
    expect(made).toEqual([]);
  });
});

describe('Dashy', () => {
  const statusChecked = [
    'https://dev.dashy.to/',
    'https://demo.dashy.to/',
    'https://dashy.to/',
    'https://github.com/lissy93/dashy',
    'https://app.netlify.com/start/deploy?repository=https://github.com/lissy93/dashy',
    'https://elements.heroku.com/buttons/lissy93/dashy',
    'https://hub.docker.com/r/lissy93/dashy',
    'https://labs.play-with-docker.com/?stack=https://raw.githubusercontent.com/Lissy93/dashy/master/docker-compose.yml',
    'https://deploy.workers.cloudflare.com/?url=https://github.com/lissy93/dashy/tree/deploy_cloudflare',
    'https://vercel.com/new/project?template=https://github.com/lissy93/dashy',
    'https://cloud.digitalocean.com/apps/new?repo=https://github.com/lissy93/dashy/tree/deploy_digital-ocean',
    'https://deploy.cloud.run/?git_repo=https://github.com/lissy93/dashy.git',
    'https://render.com/deploy?repo=https://github.com/lissy93/dashy/tree/deploy_render',
    'https://my.scalingo.com/deploy?source=https://github.com/lissy93/dashy#master',
  ];

  it('turns the 14 statusCheck items of user-data/conf.yml at 694e2936 into 14 HTTP health checks on their links', async () => {
    const { shown, made } = await importWithChecks('dashy-checks', { format: 'dashy', text: importFixture('dashy-user-data-694e2936.yml') });
    expect(shown.counts.healthChecks).toBe(14);
    expect(sorted(made.map(([, kind, target, min, max]) => [kind, target, min, max]))).toEqual(sorted(statusChecked.map((url) => ['link', url, 200, 399])));
    // statusCheckAllowInsecure on "Example instance with demo data": Hearth checks the certificate, and says so.
    expect(previewed(shown.folders).find(([name]) => name === 'Example instance with demo data')?.[1].note).toBe(importHealthMessages.insecureNotCarried);
  });

  it('adds none of them when unticked', async () => {
    const { shown, made } = await importWithChecks('dashy-unticked', { format: 'dashy', text: importFixture('dashy-user-data-694e2936.yml'), healthChecks: false });
    expect(made).toEqual([]);
    expect(previewed(shown.folders)).toHaveLength(14);
    expect(shown.counts).toMatchObject({ links: 83, healthChecks: 0 });
  });
});

describe('Homarr', () => {
  it('turns the enabled status checkers of data/configs/default.json at a7558089 into checks with its OK codes', async () => {
    const { made } = await importWithChecks('homarr-checks', { format: 'homarr', text: importFixture('homarr-default-a7558089.json') });
    expect(made).toEqual(sorted<Made>([
      ['Sonarr', 'link', 'https://sonarr.homarr.dev/', 200, 200],
      ['Radarr', 'link', 'https://radarr.homarr.dev/', 200, 200],
      ['Overseerr', 'link', 'https://overseerr.homarr.dev/', 200, 200],
    ]));
  });

  it('adds none for a board whose status checkers are all off (ed3d143b)', async () => {
    const { shown, made } = await importWithChecks('homarr-off', { format: 'homarr', text: importFixture('homarr-default-ed3d143b.json') });
    expect(previewed(shown.folders)).toEqual([]);
    expect(made).toEqual([]);
  });
});
