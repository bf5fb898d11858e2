import { isIP } from 'node:net';
import { messages } from '../../../shared/messages.js';

export interface RelyingParty {
  rpId: string;
  origin: string;
}

/**
 * Where passkeys can work, from how the browser reached Hearth. WebAuthn needs a secure context
 * and an RP ID that is a domain name: https with a name (a .local name with Hearth's HTTPS, a
 * proxy's domain), or http://localhost, which browsers treat as secure. An IP address is never a
 * valid RP ID (not even 127.0.0.1), and plain http to any other name is not a secure context.
 */
export function relyingParty(request: { protocol: string; hostname: string; host: string }): RelyingParty | { error: string } {
  const hostname = request.hostname.toLowerCase();
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!hostname || isIP(bare)) return { error: messages.passkeyNeedsName(request.host || hostname) };
  const localhost = hostname === 'localhost' || hostname.endsWith('.localhost');
  if (request.protocol !== 'https' && !localhost) return { error: messages.passkeyNeedsHttps(hostname) };
  return { rpId: hostname, origin: `${request.protocol}://${request.host.toLowerCase()}` };
}
