import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { useMinute } from '../useMinute.js';
import { clockFace } from './clock.js';

/** Time and date in the chosen zone, redrawn at each new minute and not at all while the tab is hidden. */
export function ClockWidget({ config }: { config: WidgetConfig<'clock'> }) {
  const face = clockFace(new Date(useMinute() * 60_000), config.timeZone);
  const place = config.label || (config.timeZone === 'local' ? 'Local time' : config.timeZone.replaceAll('_', ' '));
  return (
    <div className="clock-widget">
      <time className="clock-time" dateTime={face.iso}>
        {face.time}
      </time>
      <span className="clock-date">{face.date}</span>
      <span className="clock-zone">
        {place} · {face.zone}
      </span>
    </div>
  );
}
