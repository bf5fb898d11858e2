import { useContext, useEffect } from 'react';
import { DashboardContext } from '../features/dashboard/dashboardContext.js';

/** The browser tab names the screen: "Icon Packs · Hearth" (the user's site name when set). */
export function useDocumentTitle(screen: string | null): void {
  const siteName = useContext(DashboardContext)?.data?.userData.siteName || 'Hearth';
  useEffect(() => {
    document.title = screen ? `${screen} · ${siteName}` : siteName;
  }, [screen, siteName]);
}
