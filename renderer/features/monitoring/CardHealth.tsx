import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import type { MonitorKind } from '../../../shared/contracts/monitoring.js';
import { HealthDot } from './HealthDot.js';
import { useHealthWords } from './healthWords.js';
import { useMonitorOf } from './monitorQueries.js';
import { UptimeBar } from './UptimeBar.js';

/**
 * A monitored card's status dot and 24-hour uptime bar, linking to the monitor's history.
 * Renders nothing for a card that is not monitored. Placed inside a card by one line.
 */
export function CardHealth({ kind, targetId, name }: { kind: MonitorKind; targetId: string; name: string }) {
  const { t } = useTranslation();
  const words = useHealthWords();
  const monitor = useMonitorOf(kind, targetId);
  if (!monitor) return null;
  return (
    <Link to={`/status/${monitor._id}`} className="card-health" aria-label={t('monitoring.health.cardLabel', { name, summary: words.summary(monitor, translateMessage) })} data-health={monitor.health}>
      <HealthDot health={monitor.health} />
      <UptimeBar slots={monitor.bar} endsAt={monitor.barEndsAt} />
    </Link>
  );
}
