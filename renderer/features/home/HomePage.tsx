import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { defaultSiteName } from '../../../shared/constants.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { useSignIn } from '../auth/authStore.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { CardGrid } from '../listings/CardGrid.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { useFolderList } from '../listings/useFolderList.js';
import { useHeaderSearch } from '../search/useHeaderSearch.js';
import { WeatherWidget } from '../weather/WeatherWidget.js';
import { PinnedCameras } from '../streams/PinnedCameras.js';
import { WidgetArea } from '../widgets/WidgetArea.js';
import { WidgetBoundary } from '../widgets/WidgetBoundary.js';
import { WelcomeBanner } from './WelcomeBanner.js';
import { HomeSection } from './HomeSection.js';
import { defaultHomeSettings, homeLayout, toggled } from './homeSections.js';
import { useSaveHomeSettings } from './useHomeSettings.js';

/**
 * `/`: the welcome banner, the featured root items as cards (spec-core §2), then the featured
 * folders shown as sections with their items inline (issue 44), all from the one folder answer.
 * The user's widgets sit above them and load on their own, so they never hold the cards.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { data: dashboard } = useDashboard();
  const signIn = useSignIn();
  const query = useHeaderSearch();
  const { data, loading, failed, reload } = useFolderList(undefined, 'front');
  const saveHome = useSaveHomeSettings();
  const name = dashboard?.userData.fullName || signIn?.fullName || '';
  const settings = data?.home ?? defaultHomeSettings;
  const layout = data ? homeLayout(data.items, data.sectionItems ?? [], query) : null;
  const empty = (
    <EmptyState title={t('home.emptyTitle')} text={t('home.emptyText')}>
      <Link className="btn btn-primary" to="/manage/listing">
        <PlusIcon size={18} />
        {t('home.manageListings')}
      </Link>
    </EmptyState>
  );
  // Sections alone make a home: the tile grid and its title show only when there are tiles.
  const showTiles = layout !== null && (layout.tiles.length > 0 || layout.sections.length === 0);

  return (
    <div className={`page home density-${settings.density}`}>
      <WelcomeBanner name={name} siteName={dashboard?.userData.siteName || defaultSiteName} aside={
          // The banner's weather fails alone: its place stays empty, Home shows on.
          <WidgetBoundary name="Weather" fallback={() => null}>
            <WeatherWidget />
          </WidgetBoundary>
        }
      />
      {dashboard?.userData.camerafeed ? <PinnedCameras /> : null}
      <WidgetArea area="home" />
      {showTiles || !layout ? <h2 className="section-title">{t('home.featured')}</h2> : null}
      <Loader active={loading} />
      {failed ? (
        <EmptyState title={t('home.failedTitle')} text={t('home.failedText')}>
          <button type="button" className="btn btn-secondary" onClick={reload}>
            {t('home.retry')}
          </button>
        </EmptyState>
      ) : null}
      {data && layout && showTiles ? <CardGrid items={data.items.length === 0 ? [] : layout.tiles} query={query} empty={empty} /> : null}
      {layout && layout.sections.length > 0 ? (
        <div className="home-sections">
          {layout.sections.map((section) => (
            <HomeSection
              key={section.folder._id}
              section={section}
              collapsed={settings.collapsed.includes(section.folder._id)}
              onToggle={() => void saveHome({ collapsed: toggled(settings.collapsed, section.folder._id) })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
