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
import { WelcomeBanner } from './WelcomeBanner.js';

/** `/`: the welcome banner and the featured root items as cards (spec-core §2). */
export default function HomePage() {
  const { data: dashboard } = useDashboard();
  const signIn = useSignIn();
  const query = useHeaderSearch();
  const { data, loading, failed, reload } = useFolderList(undefined, 'front');
  const name = dashboard?.userData.fullName || signIn?.fullName || '';

  return (
    <div className="page">
      <WelcomeBanner name={name} siteName={dashboard?.userData.siteName || defaultSiteName} aside={<WeatherWidget />} />
      {dashboard?.userData.camerafeed ? <PinnedCameras /> : null}
      <h2 className="section-title">Featured</h2>
      <Loader active={loading} />
      {failed ? (
        <EmptyState title="Your listings could not be loaded" text="Check the connection to Hearth, then try again.">
          <button type="button" className="btn btn-secondary" onClick={reload}>
            Retry
          </button>
        </EmptyState>
      ) : null}
      {data ? (
        <CardGrid
          items={data.items}
          query={query}
          empty={
            <EmptyState
              title="Nothing featured yet"
              text="Add folders, links and todo lists, and tick Featured on the ones you want to see here."
            >
              <Link className="btn btn-primary" to="/manage/listing">
                <PlusIcon size={18} />
                Manage listings
              </Link>
            </EmptyState>
          }
        />
      ) : null}
    </div>
  );
}
