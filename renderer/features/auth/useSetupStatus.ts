import { useEffect, useState } from 'react';
import type { SetupStatus } from '../../../shared/contracts/auth.js';
import { get } from '../../api/client.js';

/** needsSetup from GET /setup/status; null until known (or when the call failed). */
export function useSetupStatus(): boolean | null {
  const [needsSetup, setNeedsSetup] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    get<SetupStatus>('/setup/status', { signal: controller.signal })
      .then((status) => setNeedsSetup(status.needsSetup))
      .catch(() => setNeedsSetup(null));
    return () => controller.abort();
  }, []);
  return needsSetup;
}
