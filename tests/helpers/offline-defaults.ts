/**
 * Base URLs for every outside service whose default is on the internet (weather, place search,
 * integration catalogue, npm registry), pointed at a closed local port: a test server never
 * tries to leave the machine, and a test that needs one of them sets it to its local fake.
 */
const closed = 'http://127.0.0.1:9';

export const offlineDefaults: Record<string, string> = {
  HEARTH_WEATHER_URL: closed,
  HEARTH_GEOCODE_URL: closed,
  HEARTH_CATALOGUE_URL: `${closed}/apps.json`,
  HEARTH_NPM_REGISTRY: closed,
};
