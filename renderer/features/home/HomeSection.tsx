import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../i18n/format.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons/UiIcons.js';
import { ListingCard } from '../listings/ListingCard.js';
import type { HomeSectionView } from './homeSections.js';

interface HomeSectionProps {
  section: HomeSectionView;
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * A featured folder shown on Home as a section (issue 44): its title as a disclosure button and its
 * items as compact cards. A collapsed section renders no cards, so it holds no live-data queries.
 */
export function HomeSection({ section, collapsed, onToggle }: HomeSectionProps) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const { folder, items } = section;
  const bodyId = `home-section-${folder._id}`;
  return (
    <section className="home-section" aria-labelledby={`${bodyId}-title`} data-collapsed={collapsed}>
      <div className="home-section-head">
        <h2 className="home-section-title" id={`${bodyId}-title`}>
          <button type="button" className="home-section-toggle" aria-expanded={!collapsed} aria-controls={collapsed ? undefined : bodyId} onClick={onToggle}>
            {collapsed ? <ChevronRightIcon size={16} /> : <ChevronDownIcon size={16} />}
            <span className="home-section-name">{folder.listingName}</span>
            <span className="home-section-count" aria-label={t('home.itemCount', { count: items.length })}>
              {formatNumber(locale, items.length)}
            </span>
          </button>
        </h2>
        <Link to={`/c/${folder._id}`} className="home-section-open" aria-label={t('home.openFolder', { name: folder.listingName })}>
          {t('home.open')}
        </Link>
      </div>
      {collapsed ? null : items.length === 0 ? (
        <p className="home-section-empty" id={bodyId}>
          {t('home.sectionEmpty')}
        </p>
      ) : (
        <ul className="home-section-grid" id={bodyId} aria-label={folder.listingName}>
          {items.map((item) => (
            <li key={item._id}>
              <ListingCard listing={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
