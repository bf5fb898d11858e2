import type { MonitorKind, MonitorSettings, MonitorSummary } from '../../shared/contracts/monitoring.js';
import { call, type ApiAnswer } from './server.js';

type Server = { url: string };

/** A save body with the link defaults, for `kind` and `targetId`. */
export function monitorBody(kind: MonitorKind, targetId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { kind, targetId, enabled: true, intervalSeconds: 60, timeoutSeconds: 5, method: 'GET', statusMin: 200, statusMax: 399, keyword: '', failureThreshold: 2, selfSigned: false, ...overrides };
}

/** Starts monitoring a target through the real save call; fails loudly if refused. */
export async function monitor(server: Server, token: string, kind: MonitorKind, targetId: string, overrides: Record<string, unknown> = {}): Promise<{ settings: MonitorSettings; summary: MonitorSummary }> {
  const answer = await call<{ settings: MonitorSettings; summary: MonitorSummary }>(server, 'POST', '/monitoring/save', { token, body: monitorBody(kind, targetId, overrides) });
  if (answer.status !== 200) throw new Error(`monitor save failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.message;
}

export async function summaries(server: Server, token: string): Promise<MonitorSummary[]> {
  const answer = await call<{ items: MonitorSummary[] }>(server, 'GET', '/monitoring/summary', { token });
  if (answer.status !== 200) throw new Error(`summary failed: ${answer.status}`);
  return answer.body.message.items;
}

export function checkNow(server: Server, token: string, monitorId: string): Promise<ApiAnswer<MonitorSummary>> {
  return call<MonitorSummary>(server, 'POST', `/monitoring/monitor/${monitorId}/check`, { token });
}
