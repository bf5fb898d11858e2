import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Widget, WidgetKind } from '../../../shared/contracts/widgets.js';
import { get, isApiError, request, takeArrived } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';

export const widgetKeys = { all: ['widgets'] as const, area: (area: string) => ['widgets', area] as const };

export const areaPath = (area: string) => `/widgets?area=${encodeURIComponent(area)}`;

/**
 * An area's widgets. They change only when this user edits them (the mutations below update the
 * cache), so the list is never polled; a tab coming back after a while asks once.
 */
export function useWidgets(area: string) {
  return useQuery({
    queryKey: widgetKeys.area(area),
    queryFn: ({ signal }) => get<Widget[]>(areaPath(area), { signal, quiet: true }),
    // Home's list is asked for at sign-in beside the cards (warmStart.ts): no second round trip after them.
    initialData: () => takeArrived<Widget[]>(areaPath(area)),
    staleTime: 5 * 60_000,
  });
}

/** A refusal (4xx) shows the server's own words; anything else the fallback. */
function fail(error: unknown, fallback: string): void {
  toastError(error, fallback, isApiError(error) && error.status >= 400 && error.status < 500);
}

/** Every write of a widget area; each changes the cached list at once, a failure puts it back. */
export function useWidgetMutations(area: string) {
  const client = useQueryClient();
  const key = widgetKeys.area(area);
  const set = (change: (old: Widget[]) => Widget[]) => client.setQueryData<Widget[]>(key, (old) => change(old ?? []));
  const snapshot = async () => {
    await client.cancelQueries({ queryKey: key });
    return client.getQueryData<Widget[]>(key);
  };
  const restore = (before: Widget[] | undefined) => client.setQueryData(key, before);

  const add = useMutation({
    // A kind that needs settings first (a service widget's link) comes with them.
    mutationFn: (added: WidgetKind | { kind: WidgetKind; config: object }) => request<Widget>('POST', '/widgets', typeof added === 'string' ? { area, kind: added } : { area, ...added }),
    onSuccess: (widget) => set((old) => [...old, widget]),
    onError: (error) => fail(error, 'The widget could not be added.'),
  });

  const configure = useMutation({
    mutationFn: ({ id, config }: { id: string; config: object }) => request<Widget>('PUT', `/widgets/${encodeURIComponent(id)}`, { config }),
    onSuccess: (widget) => set((old) => old.map((w) => (w.id === widget.id ? widget : w))),
    onError: (error) => fail(error, 'The widget settings could not be saved.'),
  });

  const remove = useMutation({
    mutationFn: (id: string) => request<string>('DELETE', `/widgets/${encodeURIComponent(id)}`),
    onMutate: async (id) => {
      const before = await snapshot();
      set((old) => old.filter((w) => w.id !== id));
      return { before };
    },
    onError: (error, _id, context) => {
      restore(context?.before);
      fail(error, 'The widget could not be removed.');
    },
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => request<Widget[]>('PUT', '/widgets/order', { area, ids }),
    onMutate: async (ids) => {
      const before = await snapshot();
      set((old) => ids.flatMap((id) => old.find((w) => w.id === id) ?? []));
      return { before };
    },
    onSuccess: (widgets) => client.setQueryData(key, widgets),
    onError: (error, _ids, context) => {
      restore(context?.before);
      fail(error, 'The new order could not be saved.');
    },
  });

  return { add, configure, remove, reorder };
}

/**
 * Data for a widget kind from one GET (this machine's stats, a calendar, a feed): asked again
 * every `everyMs`, which should be how often the source changes, and never while the tab is
 * hidden (TanStack Query holds its interval then). A failure stays in the widget (quiet).
 */
export function useWidgetData<T>(path: string | null, everyMs: number) {
  return useQuery({
    queryKey: ['widget-data', path],
    queryFn: ({ signal }) => get<T>(path ?? '', { signal, quiet: true }),
    enabled: path !== null,
    staleTime: everyMs,
    refetchInterval: everyMs,
    refetchIntervalInBackground: false,
  });
}
