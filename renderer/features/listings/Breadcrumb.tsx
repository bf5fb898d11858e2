import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { ChevronRightIcon } from '../../components/icons/UiIcons.js';

export interface Crumb {
  key: string;
  label: string;
  to: To;
}

interface BreadcrumbProps {
  /** Root-first links above the current page. */
  trail: Crumb[];
  current: string;
  /** Router state the links carry along (move mode keeps its item this way). */
  linkState?: unknown;
}

/** "Home › Media › Movies": where a folder sits, each level a link. */
export function Breadcrumb({ trail, current, linkState }: BreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('listings.breadcrumb')}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.key}>
            <Link to={crumb.to} state={linkState}>
              {crumb.label}
            </Link>
            <ChevronRightIcon size={14} className="breadcrumb-sep" />
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
