import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLinkContainers } from '../containers/dockerQueries.js';

// Their labels are monitoring.kindChoice.<kind>.
const choices = ['link', 'container'] as const;

/**
 * A link bound to a container can be watched two ways, each its own monitor with its own
 * history: this switches the form between them. Nothing shows for a link without a container.
 */
export function CheckKindChoice({ kind, targetId }: { kind: 'link' | 'container'; targetId: string }) {
  const { t } = useTranslation();
  const bound = useLinkContainers().data?.some((l) => l.listingId === targetId);
  if (!bound && kind === 'link') return null;
  return (
    <nav className="range-tabs check-kind" aria-label={t('monitoring.kindChoice.label')}>
      {choices.map((choice) => (
        <NavLink key={choice} to={`/manage/monitoring/${choice}/${encodeURIComponent(targetId)}`} className={`range-tab${choice === kind ? ' is-active' : ''}`} aria-current={choice === kind ? 'page' : undefined}>
          {t(`monitoring.kindChoice.${choice}`)}
        </NavLink>
      ))}
    </nav>
  );
}
