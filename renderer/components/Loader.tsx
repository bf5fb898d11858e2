import { useDelayedFlag } from '../api/useDelayedFlag.js';
import { Spinner } from './Spinner.js';

/**
 * A centred loader for a screen or a section that is still loading. It appears only after
 * 200 ms, so fast answers never flash a spinner.
 */
export function Loader({ active = true, label = 'Loading' }: { active?: boolean; label?: string }) {
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  return (
    <div className="loader">
      <Spinner size={28} label={label} />
    </div>
  );
}
