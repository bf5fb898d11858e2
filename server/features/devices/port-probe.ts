import { checkTcp } from '../monitoring/checks/tcp-check.js';
import { livenessTiming, type ProbeResult } from './ping-pool.js';

/**
 * "Is it up?" for a host that drops ICMP: a TCP connection to a port it serves (SSH, RDP, a web
 * UI). A refusal or no answer within the ping's wait counts as down. The address passed the
 * reach rule when the device was saved, as a ping's does.
 */
export async function probePort(ip: string, port: number, waitSeconds = livenessTiming.waitSeconds): Promise<ProbeResult> {
  const result = await checkTcp({ host: ip, port, timeoutMs: waitSeconds * 1000, reach: { loopback: true } });
  return result.ok ? { alive: true, time: result.latencyMs ?? 0 } : { alive: false, time: 'unknown' };
}
