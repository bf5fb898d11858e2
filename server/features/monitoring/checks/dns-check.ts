import { Resolver } from 'node:dns/promises';
import { parseResolver, type DnsRecordType } from '../../../../shared/contracts/monitor-checks.js';
import { messages, monitorMessages as m } from '../../../../shared/messages.js';
import { isLoopbackAddress, type ReachPolicy } from '../../../net/reach.js';
import type { CheckResult } from '../link-check.js';
import { failed } from './tcp-check.js';

export interface DnsCheck {
  hostname: string;
  recordType: DnsRecordType;
  expected: string;
  /** `IP[:port]`, empty for the system's resolvers. */
  resolver: string;
  timeoutMs: number;
  reach: ReachPolicy;
  signal?: AbortSignal;
}

/** The answers as text: addresses, names, "priority exchange" for MX, each TXT record joined. */
async function lookUp(resolver: Resolver, name: string, type: DnsRecordType): Promise<string[]> {
  switch (type) {
    case 'A':
      return resolver.resolve4(name);
    case 'AAAA':
      return resolver.resolve6(name);
    case 'CNAME':
      return resolver.resolveCname(name);
    case 'MX':
      return (await resolver.resolveMx(name)).sort((a, b) => a.priority - b.priority).map((r) => `${r.priority} ${r.exchange}`);
    case 'TXT':
      return (await resolver.resolveTxt(name)).map((parts) => parts.join(''));
  }
}

const plain = (text: string) => text.trim().toLowerCase().replace(/\.$/, '');

/** Whether one answer is the expected one: names without case or the final dot; an MX by its exchange alone too. */
export function answerMatches(type: DnsRecordType, answer: string, expected: string): boolean {
  if (type === 'TXT') return answer === expected.trim();
  if (plain(answer) === plain(expected)) return true;
  return type === 'MX' && plain(answer.replace(/^\d+ /, '')) === plain(expected);
}

/**
 * Asks the chosen DNS server (or the system's) for one record type: up when there is an answer
 * and, with an expected answer, one of them is it. A resolver on this computer follows the reach
 * rule like any other target; the names asked about are not connected to.
 */
export async function checkDns(check: DnsCheck): Promise<CheckResult> {
  const server = check.resolver ? parseResolver(check.resolver) : null;
  if (server && !check.reach.loopback && isLoopbackAddress(server.host)) return failed(messages.loopbackRefused);
  const resolver = new Resolver({ timeout: check.timeoutMs, tries: 1 });
  if (server) resolver.setServers([server.host.includes(':') ? `[${server.host}]:${server.port}` : `${server.host}:${server.port}`]);
  const started = performance.now();
  const timer = setTimeout(() => resolver.cancel(), check.timeoutMs);
  const abort = () => resolver.cancel();
  check.signal?.addEventListener('abort', abort, { once: true });
  try {
    const answers = await lookUp(resolver, check.hostname, check.recordType);
    const latencyMs = Math.round(performance.now() - started);
    const shown = answers.slice(0, 5).join(', ');
    if (answers.length === 0) return failed(m.dnsNoRecords(check.recordType, check.hostname));
    if (check.expected && !answers.some((answer) => answerMatches(check.recordType, answer, check.expected))) return { ok: false, latencyMs, status: 0, message: m.dnsMismatch(check.recordType, shown, check.expected), certificate: null };
    return { ok: true, latencyMs, status: 0, message: m.dnsAnswer(check.recordType, shown), certificate: null };
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
    if (code === 'ENOTFOUND' || code === 'ENODATA') return failed(m.dnsNoRecords(check.recordType, check.hostname));
    if (code === 'ETIMEOUT' || code === 'ECANCELLED') return failed(m.timedOut(Math.round(check.timeoutMs / 1000)));
    if (code === 'ECONNREFUSED') return failed(m.refused);
    return failed(m.dnsFailed(code || (error instanceof Error ? error.message : String(error))));
  } finally {
    clearTimeout(timer);
    check.signal?.removeEventListener('abort', abort);
  }
}
