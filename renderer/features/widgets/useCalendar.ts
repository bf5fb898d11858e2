import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarAnswer } from '../../../shared/contracts/calendar.js';
import { get } from '../../api/client.js';

/**
 * The calendar widget's data: GET /api/v1/calendar for a range (YYYY-MM-DD, at most 62 days).
 * Release dates and shared calendars change by the hour at most, so every 15 minutes is enough;
 * TanStack Query does not refetch on its interval while the tab is hidden. Quiet: a source that
 * fails is shown in the widget, never as a toast. Moving to another range (the month view, the
 * next month) keeps the last answer on screen until the new one arrives.
 */
const calendarRefreshMs = 15 * 60_000;

export const calendarKeys = { all: ['calendar'] as const };

export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...calendarKeys.all, from, to],
    queryFn: ({ signal }) => get<CalendarAnswer>(`/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { signal, quiet: true }),
    staleTime: calendarRefreshMs,
    refetchInterval: calendarRefreshMs,
    placeholderData: keepPreviousData,
  });
}
