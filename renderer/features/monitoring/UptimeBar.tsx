import { uptimeBarSlotMs } from '../../../shared/contracts/monitoring.js';
import { useHealthWords } from './healthWords.js';

/** A share up as the bar's shade: all up, mostly up, mostly down, or no checks. */
function slotClass(share: number | null): string {
  if (share === null) return 'is-empty';
  if (share >= 1) return 'is-up';
  return share >= 0.5 ? 'is-partial' : 'is-down';
}

/**
 * The last 24 hours in 48 half-hour slots, oldest first. Decoration for sighted users: the card
 * or row around it says the same in words (the share up and the state).
 */
export function UptimeBar({ slots, endsAt }: { slots: readonly (number | null)[]; endsAt: string }) {
  const words = useHealthWords();
  const end = Date.parse(endsAt);
  const start = end - slots.length * uptimeBarSlotMs;
  return (
    <span className="uptime-bar" aria-hidden="true">
      {slots.map((share, i) => (
        <span key={i} className={`uptime-slot ${slotClass(share)}`} title={words.slot(share, new Date(start + i * uptimeBarSlotMs))} />
      ))}
    </span>
  );
}
