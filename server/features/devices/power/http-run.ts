import { powerMessages as m } from '../../../../shared/messages.js';
import type { ReachPolicy } from '../../../net/reach.js';
import { describeFailure, send } from '../../monitoring/outbound.js';

export interface HttpCall {
  url: string;
  method: 'GET' | 'POST';
  header: { name: string; value: string } | null;
  timeoutMs: number;
  reach: ReachPolicy;
}

/** One call to whatever switches the device off (a smart plug, Home Assistant, an agent); any 2xx is done. */
export async function callOverHttp(call: HttpCall): Promise<{ ok: boolean; text: string }> {
  try {
    const headers = call.header ? { [call.header.name]: call.header.value } : undefined;
    const answer = await send({ url: call.url, method: call.method, headers, body: call.method === 'POST' ? '' : undefined, timeoutMs: call.timeoutMs, reach: call.reach, maxBodyBytes: 0 });
    if (answer.status >= 200 && answer.status < 300) return { ok: true, text: '' };
    return { ok: false, text: m.httpFailed(answer.status) };
  } catch (error) {
    return { ok: false, text: m.httpUnreachable(describeFailure(error, call.timeoutMs, call.reach).message.replace(/\.$/, '')) };
  }
}
