import type { MonitorRow } from '../../../db/schema/index.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import type { ReachPolicy } from '../../../net/reach.js';
import type { CheckResult } from '../link-check.js';
import { checkDns } from './dns-check.js';
import { checkJson } from './json-check.js';
import { checkMqtt } from './mqtt-check.js';
import { pushLapsed } from './push.js';
import { checkTcp, failed } from './tcp-check.js';
import { checkTls } from './tls-check.js';

/**
 * One check of a monitor of its own (TCP, JSON, push, DNS, TLS, MQTT) with its timeout as the deadline.
 * A push monitor is not called: it is down when its push is overdue, and has nothing new to
 * record (null) while pushes come in time.
 */
export function runCheck(monitor: Pick<MonitorRow, 'checkTarget' | 'timeoutSeconds' | 'intervalSeconds' | 'lastPushAt' | 'updatedAt'>, reach: ReachPolicy, now: number, signal?: AbortSignal): Promise<CheckResult | null> {
  const target = monitor.checkTarget;
  const timeoutMs = monitor.timeoutSeconds * 1000;
  const common = { timeoutMs, reach, ...(signal ? { signal } : {}) };
  if (!target) return Promise.resolve(failed(m.checkNotFound));
  switch (target.kind) {
    case 'tcp':
      return checkTcp({ ...common, host: target.host, port: target.port });
    case 'mqtt':
      return checkMqtt({ ...common, host: target.host, port: target.port });
    case 'tls':
      return checkTls({ ...common, host: target.host, port: target.port, warnDays: target.warnDays, now });
    case 'json':
      return checkJson({ ...common, url: target.url, path: target.path, expected: target.expected, comparison: target.comparison });
    case 'dns':
      return checkDns({ ...common, hostname: target.hostname, recordType: target.recordType, expected: target.expected, resolver: target.resolver });
    case 'push':
      return Promise.resolve(pushLapsed(monitor, now));
  }
}
