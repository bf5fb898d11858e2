import type { MonitorHealth } from '../../../shared/contracts/monitoring.js';
import { useTranslation } from 'react-i18next';

/** The status dot: green up, amber degraded, half-filled amber ring late, red down, grey waiting or paused, an accent-blue leaf in maintenance; the shape differs too, not only the colour. */
export function HealthDot({ health, size = 'sm' }: { health: MonitorHealth; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return <span className={`health-dot is-${health} is-${size}`} data-health={health} title={t(`monitoring.health.${health}`)} aria-hidden="true" />;
}
