/**
 * Lets code outside React (the API client) change the route. main.tsx plugs in the router's own
 * navigate; until then a full page load does the job.
 */
type Navigate = (path: string) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  if (window.location.pathname === path) return;
  navigateImpl(path);
}
