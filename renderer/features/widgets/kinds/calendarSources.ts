import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarSourceSave, CalendarSourceView } from '../../../../shared/contracts/calendar.js';
import { get, request } from '../../../api/client.js';
import { calendarKeys } from '../useCalendar.js';

/**
 * The iCal and CalDAV calendars a user adds to the calendar widget (GET/POST/DELETE
 * /api/v1/calendar/sources). A change asks every calendar range again, so the widget shows the
 * new source, or its problem, at once. Refusals are thrown to the form that shows them.
 */
export const calendarSourceKeys = { all: ['calendar-sources'] as const };

export function useCalendarSources() {
  return useQuery({
    queryKey: calendarSourceKeys.all,
    queryFn: ({ signal }) => get<{ items: CalendarSourceView[] }>('/calendar/sources', { signal, quiet: true }).then((answer) => answer.items),
  });
}

export function useCalendarSourceMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: calendarSourceKeys.all }), client.invalidateQueries({ queryKey: calendarKeys.all })]);
  const add = useMutation({
    mutationFn: (body: CalendarSourceSave) => request<{ source: CalendarSourceView; text: string }>('POST', '/calendar/sources', body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/calendar/sources/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  return { add, remove };
}
