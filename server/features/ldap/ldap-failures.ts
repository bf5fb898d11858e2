/**
 * LDAP result codes (RFC 4511 §4.1.9) that ldapts raises as ResultCodeError subclasses. Read by
 * number rather than by class, so this module, which the routes load at start-up, does not pull in
 * the LDAP client itself (that loads with the first directory call).
 */
const resultCode = { strongerAuthRequired: 8, confidentialityRequired: 13, noSuchObject: 32, invalidCredentials: 49 } as const;

/** The LDAP result code an ldapts ResultCodeError carries (a number, where socket errors carry a string). */
function ldapResult(error: unknown): number | null {
  return error instanceof Error && 'code' in error && typeof error.code === 'number' ? error.code : null;
}

const untrustedCodes = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'CERT_UNTRUSTED']);

function codeOf(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/**
 * Why talking to the directory failed, in words an admin can act on. Only the error's kind is
 * read, never its text, which could carry what was sent (a DN, not a password, but still).
 */
export function describeLdapFailure(config: { url: string; bindDn: string; userBase: string }, error: unknown): string {
  const code = codeOf(error);
  const at = `the directory at ${config.url}`;
  if (code === 'ECONNREFUSED') return `Could not reach ${at}: the connection was refused. Is the server running, and is the port right?`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Could not reach ${at}: the host name does not resolve.`;
  if (code === 'ECONNRESET') return `The directory at ${config.url} closed the connection. Check ldaps:// against ldap:// and the port.`;
  if (code === 'ETIMEDOUT' || /timeout|timed out/i.test(error instanceof Error ? error.message : ''))
    return `Could not reach ${at}: it did not answer in time.`;
  if (untrustedCodes.has(code)) return `The certificate of ${at} is not trusted. Paste the CA certificate that signed it (PEM) into the CA certificate field.`;
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return `The certificate of ${at} is for another host name. Use the name the certificate was made for.`;
  if (code.startsWith('ERR_SSL') || code.startsWith('ERR_TLS') || code === 'EPROTO') return `The TLS handshake with ${at} failed. Check ldaps:// against StartTLS and the port.`;
  const result = ldapResult(error);
  if (result === resultCode.invalidCredentials) return `The directory refused the bind DN ${config.bindDn} or its password.`;
  if (result === resultCode.noSuchObject) return `The directory has no entry ${config.userBase} (the user search base), or the bind account may not read it.`;
  if (result === resultCode.confidentialityRequired || result === resultCode.strongerAuthRequired) return `The directory wants an encrypted connection: turn on StartTLS or use ldaps://.`;
  if (result !== null && error instanceof Error && error.name.endsWith('Error'))
    return `The directory refused the request (LDAP result ${result}, ${error.name.replace(/Error$/, '')}).`;
  return `Could not talk to ${at}${code ? ` (${code})` : ''}.`;
}

/** The directory could not be asked (down, TLS refused, the service account refused): not the user's fault. */
export class DirectoryUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'DirectoryUnavailable';
  }
}
