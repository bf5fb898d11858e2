// Issue 46 item 6: Uptime Kuma's JSON backup, read from a fixture written to the shape Kuma 1.23
// exports (tests/fixtures/SOURCES.md), and each monitor and notification mapped or left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kumaImportMessages as m, monitorMessages } from '../../../../shared/messages.js';
import { HttpError } from '../../../http/errors.js';
import { planChannel } from './kuma-channels.js';
import { mapMonitor, statusRange } from './kuma-monitors.js';
import { parseKumaBackup, readableVersion } from './kuma.parse.js';

const fixture = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'tests', 'fixtures', 'uptime-kuma', 'backup.json'), 'utf8');
const backup = parseKumaBackup(fixture);
const admin = { loopback: true };
const monitor = (name: string) => {
  const found = backup.monitors.find((k) => k.name === name);
  if (!found) throw new Error(`no monitor ${name}`);
  return mapMonitor(found, found.parent === 14 ? 'Media' : null, (token) => token);
};

function refusal(text: string): string {
  try {
    parseKumaBackup(text);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('reading the backup', () => {
  it('reads the version, every notification with its config, and every monitor with its links', () => {
    expect(backup.version).toBe('1.23.17');
    expect(backup.notifications.map((n) => [n.id, n.type, n.active])).toEqual([
      [1, 'ntfy', true],
      [2, 'discord', true],
      [3, 'telegram', false],
      [4, 'gotify', true],
      [5, 'slack', true],
      [6, 'webhook', true],
      [7, 'smtp', true],
      [8, 'pushover', true],
    ]);
    const ha = backup.monitors.find((k) => k.name === 'Home Assistant');
    expect(ha).toMatchObject({ type: 'http', url: 'http://127.0.0.1:8123/', maxretries: 1, acceptedStatusCodes: ['200-299', '300-399'], notificationIds: [1, 2], tags: [{ name: 'home', value: '' }] });
    expect(backup.monitors).toHaveLength(22);
  });

  it('refuses what is not a Kuma 1.6–1.23 backup with a message a person can act on', () => {
    expect(refusal('{"version": "1.23.17", ')).toMatch(/^This is not a JSON file/);
    expect(refusal('[]')).toBe(m.notBackup);
    expect(refusal('{"version":"1.23.0","monitorList":[]}')).toBe(m.notBackup);
    expect(refusal('{"version":"2.0.0","notificationList":[],"monitorList":[]}')).toBe(m.wrongVersion('2.0.0'));
    expect(refusal('{"version":"1.5.3","notificationList":[],"monitorList":[]}')).toBe(m.wrongVersion('1.5.3'));
    expect(refusal('{"version":"1.23.0","notificationList":{},"monitorList":[]}')).toBe(m.listNotArray('notificationList'));
    expect(readableVersion('1.6.0')).toBe(true);
    expect(readableVersion('1.23.16-beta')).toBe(true);
  });
});

describe('monitors as Hearth checks', () => {
  it('maps HTTP, keyword, JSON query, port, ping, DNS, push and MQTT with their options', () => {
    expect(monitor('Home Assistant')).toMatchObject({ kind: 'link', check: { via: 'link', url: 'http://127.0.0.1:8123/', method: 'GET', statusMin: 200, statusMax: 399, keyword: null }, intervalSeconds: 60, timeoutSeconds: 48, failureThreshold: 2, leftOut: null });
    const nextcloud = monitor('Nextcloud login page');
    expect(nextcloud).toMatchObject({ kind: 'link', check: { keyword: 'Nextcloud' }, intervalSeconds: 120, timeoutSeconds: 30, failureThreshold: 3 });
    expect(nextcloud.notes).toContain(m.ignoreTls);
    expect(monitor('Jellyfin health')).toMatchObject({ kind: 'json', check: { via: 'check', target: { kind: 'json', url: 'http://127.0.0.1:8096/health.json', path: 'status', expected: 'Healthy', comparison: 'equals' } }, intervalSeconds: 300, timeoutSeconds: 20 });
    expect(monitor('NAS SSH')).toMatchObject({ kind: 'tcp', check: { target: { kind: 'tcp', host: '127.0.0.1', port: 2222 } }, failureThreshold: 4 });
    expect(monitor('Router')).toMatchObject({ kind: 'device', check: { via: 'device', host: '127.0.0.1' }, intervalSeconds: 30 });
    expect(monitor('Local resolver')).toMatchObject({ kind: 'dns', check: { target: { kind: 'dns', hostname: 'nas.home.arpa', recordType: 'A', expected: '', resolver: '127.0.0.1:5354' } } });
    expect(monitor('Backup heartbeat')).toMatchObject({ kind: 'push', check: { target: { kind: 'push', token: 'kumaFixturePushToken0000000000001' } }, intervalSeconds: 300 });
    const mqtt = monitor('Mosquitto');
    expect(mqtt).toMatchObject({ kind: 'mqtt', check: { target: { kind: 'mqtt', host: '127.0.0.1', port: 1883 } } });
    expect(mqtt.notes).toContain(m.mqttTopic('zigbee2mqtt/bridge/state'));
    expect(monitor('Sonarr API').notes).toContain(m.inGroup('Media'));
    expect(monitor('Paused website').notes).toContain(m.paused);
  });

  it('leaves out what Hearth cannot check, each with its reason', () => {
    const reasons = Object.fromEntries(backup.monitors.map((k): [string, string | null] => [k.name, mapMonitor(k, null, (t) => t).leftOut]).filter(([, reason]) => reason !== null));
    expect(reasons).toEqual({
      'Pi-hole admin (not down)': m.invertKeyword,
      'Plex container': m.dockerLeftOut,
      Minecraft: m.typeMissing('gamedig'),
      'Steam server': m.typeMissing('steam'),
      Media: m.groupLeftOut,
      'MS SQL': m.typeMissing('sqlserver'),
      'gRPC echo': m.typeMissing('grpc-keyword'),
      'Grafana (browser)': m.typeMissing('real-browser'),
      'Webhook receiver': m.methodMissing('POST'),
      'Zone nameservers': m.recordTypeMissing('NS'),
      'Legacy app (down is good)': m.upsideDown,
      'Nightly backup job': m.pushIntervalTooLong(86400, 3600),
    });
  });

  it('takes accepted status codes as one range, saying when it is wider', () => {
    expect(statusRange(['200-299', '300-399'])).toEqual({ statusMin: 200, statusMax: 399, gap: false });
    expect(statusRange(['200-299', '401'])).toEqual({ statusMin: 200, statusMax: 401, gap: true });
    expect(statusRange([])).toEqual({ statusMin: 200, statusMax: 299, gap: false });
  });
});

describe('notifications as alert channels', () => {
  const channel = (id: number, existing = new Set<string>(), policy = admin) => planChannel(backup.notifications.find((n) => n.id === id)!, policy, existing);

  it('maps ntfy, Discord, Telegram, Gotify, Slack and webhook with their secrets', () => {
    expect(channel(1)).toMatchObject({ preview: { kind: 'ntfy', host: '127.0.0.1:2586', leftOut: null }, url: 'http://127.0.0.1:2586/homelab-alerts', secret: 'tk_kumafixturentfytoken0000001' });
    expect(channel(2)).toMatchObject({ preview: { kind: 'discord', leftOut: null }, url: 'http://127.0.0.1:9/api/webhooks/1180000000000000000/kuma-fixture-discord-token' });
    expect(channel(3)).toMatchObject({ preview: { kind: 'telegram', host: 'api.telegram.org', enabled: false, leftOut: null, notes: [m.channelDisabled] }, secret: '1234567890:AAkumaFixtureTelegramBotToken000000', chatId: '-1001234567890' });
    expect(channel(4)).toMatchObject({ preview: { kind: 'gotify' }, secret: 'AkumaFixtureGotify' });
    expect(channel(5)).toMatchObject({ preview: { kind: 'slack' } });
    expect(channel(6)).toMatchObject({ preview: { kind: 'webhook' }, url: 'http://127.0.0.1:5678/webhook/kuma' });
  });

  it('leaves out providers Hearth lacks, loopback for a user, and one already here', () => {
    expect(channel(7)).toMatchObject({ preview: { kind: 'email', host: '127.0.0.1:2525', leftOut: null }, url: 'smtp://127.0.0.1:2525', secret: 'kuma-fixture-smtp-password', options: { to: 'me@home.arpa', from: 'kuma@home.arpa', port: 2525, security: 'starttls', username: 'kuma' } });
    expect(channel(7, new Set(), { loopback: false }).preview.leftOut).toBe(m.loopback);
    expect(channel(8).preview.leftOut).toBe(m.channelRefused(monitorMessages.pushoverUserInvalid));
    expect(planChannel({ ...backup.notifications[0]!, id: 99, type: 'kook', name: 'Kook' }, admin, new Set()).preview.leftOut).toBe(m.channelMissing('kook'));
    expect(channel(1, new Set(), { loopback: false }).preview.leftOut).toBe(m.loopback);
    expect(channel(2, new Set(['discord|Family Discord'])).preview.leftOut).toBe(m.channelAlreadyHere);
  });
});
