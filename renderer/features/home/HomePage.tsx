import { defaultSiteName } from '../../../shared/constants.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useSignIn } from '../auth/authStore.js';
import { useDashboard } from '../dashboard/dashboardContext.js';

/** Placeholder for the home screen (featured listings, welcome banner, weather): next issue. */
export default function HomePage() {
  const { data } = useDashboard();
  const signIn = useSignIn();
  const name = data?.userData.fullName || signIn?.fullName || '';
  return (
    <section className="page">
      <PageHeader
        title={name ? `Welcome, ${name}` : 'Welcome'}
        subtitle={`${data?.userData.siteName || defaultSiteName}: your featured listings will appear here.`}
      />
    </section>
  );
}
