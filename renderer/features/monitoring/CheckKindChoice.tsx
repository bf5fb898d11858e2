import { NavLink } from 'react-router-dom';
import { useLinkContainers } from '../containers/dockerQueries.js';

const choices = [
  { kind: 'link', label: 'Its address (HTTP)' },
  { kind: 'container', label: 'Its container (running and healthy)' },
] as const;

/**
 * A link bound to a container can be watched two ways, each its own monitor with its own
 * history: this switches the form between them. Nothing shows for a link without a container.
 */
export function CheckKindChoice({ kind, targetId }: { kind: 'link' | 'container'; targetId: string }) {
  const bound = useLinkContainers().data?.some((l) => l.listingId === targetId);
  if (!bound && kind === 'link') return null;
  return (
    <nav className="range-tabs check-kind" aria-label="What to check">
      {choices.map((choice) => (
        <NavLink key={choice.kind} to={`/manage/monitoring/${choice.kind}/${encodeURIComponent(targetId)}`} className={`range-tab${choice.kind === kind ? ' is-active' : ''}`} aria-current={choice.kind === kind ? 'page' : undefined}>
          {choice.label}
        </NavLink>
      ))}
    </nav>
  );
}
