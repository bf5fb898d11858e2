import { ContainerBadges } from './ContainerBadges.js';
import { useLinkContainer } from './dockerQueries.js';

/**
 * A bound link's container on its card: state and health, or "Container gone" when it is not
 * found (removed, renamed, or its host not answering); the binding is never dropped by itself.
 */
export function CardContainer({ listingId, name }: { listingId: string; name: string }) {
  const bound = useLinkContainer(listingId);
  if (!bound) return null;
  const container = bound.container;
  const label = container ? `${name}: container ${container.name} ${container.state}${container.health !== 'none' ? `, ${container.health}` : ''}` : `${name}: its container is gone`;
  return (
    <span className="card-container" role="img" aria-label={label} title={container ? `${container.name} on ${container.hostName}: ${container.status}` : `Container ${bound.name ?? bound.label ?? ''} not found`}>
      {container ? (
        <ContainerBadges state={container.state} health={container.health} />
      ) : (
        <span className="container-badge" data-tone="bad">
          Container gone
        </span>
      )}
    </span>
  );
}
