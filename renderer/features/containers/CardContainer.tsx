import { useTranslation } from 'react-i18next';
import { ContainerBadges } from './ContainerBadges.js';
import { stateBadge, stateBadgeKey } from './containerView.js';
import { useLinkContainer } from './dockerQueries.js';

/**
 * A bound link's container on its card: state and health, or "Container gone" when it is not
 * found (removed, renamed, or its host not answering); the binding is never dropped by itself.
 */
export function CardContainer({ listingId, name }: { listingId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const bound = useLinkContainer(listingId);
  if (!bound) return null;
  const container = bound.container;
  let label: string;
  if (!container) label = t('docker.card.gone', { name });
  else if (i18n.language === 'en') label = `${name}: container ${container.name} ${container.state}${container.health !== 'none' ? `, ${container.health}` : ''}`;
  else {
    // Other languages say the state and health in their words, as the badges do.
    const key = stateBadgeKey(container.state);
    const state = key ? t(`docker.state.${key}`) : stateBadge(container.state).label;
    const health = container.health === 'healthy' || container.health === 'unhealthy' || container.health === 'starting' ? t(`docker.health.${container.health}`) : null;
    label = health ? t('docker.card.stateHealth', { name, container: container.name, state, health }) : t('docker.card.state', { name, container: container.name, state });
  }
  return (
    <span className="card-container" role="img" aria-label={label} title={container ? t('docker.card.title', { name: container.name, host: container.hostName, status: container.status }) : t('docker.card.notFound', { name: bound.name ?? bound.label ?? '' })}>
      {container ? (
        <ContainerBadges state={container.state} health={container.health} />
      ) : (
        <span className="container-badge" data-tone="bad">
          {t('docker.card.goneBadge')}
        </span>
      )}
    </span>
  );
}
