import { useQuery } from '@tanstack/react-query';
import type { UserData } from '../../../shared/contracts/dashboard.js';
import type { WeatherReport } from '../../../shared/contracts/weather.js';
import { get } from '../../api/client.js';

/**
 * The server caches a report for ten minutes; the home screen asks no more often, and TanStack
 * Query holds the interval while the tab is hidden.
 */
const weatherStaleMs = 10 * 60_000;

export const weatherKeys = { all: ['weather'] as const };

/**
 * The current weather at the user's saved place. Quiet: a weather service that is down is shown
 * in the widget, never as a toast or an error page.
 */
export function useWeather(user: UserData | undefined) {
  const place = user?.latitude && user.longitude ? `${user.latitude},${user.longitude},${user.unit}` : null;
  return useQuery({
    queryKey: [...weatherKeys.all, place],
    queryFn: ({ signal }) => get<WeatherReport>('/weather', { signal, quiet: true }),
    enabled: place !== null,
    staleTime: weatherStaleMs,
    refetchInterval: weatherStaleMs,
  });
}
