import '../i18n/englishCatalogue.js';
import { DashboardProvider } from '../features/dashboard/DashboardProvider.js';
import { Layout } from './Layout.js';

/** Lazily loaded signed-in shell: dashboard data around the layout. */
export default function AppShell() {
  return (
    <DashboardProvider>
      <Layout />
    </DashboardProvider>
  );
}
