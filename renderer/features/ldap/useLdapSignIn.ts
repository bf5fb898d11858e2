import { useEffect, useState } from 'react';
import type { LdapStatus } from '../../../shared/contracts/ldap.js';
import { get } from '../../api/client.js';

/**
 * Whether the login form signs in through /auth/ldap (LDAP on), asked each time the form shows;
 * false until known and on any error. Its own small file: the login bundle carries only this.
 */
export function useLdapSignIn(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    get<LdapStatus>('/auth/ldap', { signal: controller.signal, quiet: true })
      .then((status) => setEnabled(status.enabled))
      .catch(() => setEnabled(false));
    return () => controller.abort();
  }, []);
  return enabled;
}
