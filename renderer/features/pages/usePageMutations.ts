import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Page, PageAction, PageSaveBody, PageSummary } from '../../../shared/contracts/pages.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { pageKeys } from './pageQueries.js';

/** A refusal (4xx) shows the server's own words; anything else the screen's failure text. */
function fail(error: unknown, fallback: string): void {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  toastError(error, fallback, refused);
}

/** Every write of the page screens, each with its toast; each refreshes the list and the pages read. */
export function usePageMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: pageKeys.all });

  const save = useMutation({
    mutationFn: (body: PageSaveBody) => post<Page>('/page/save', body),
    onSuccess: (page) => {
      toast.success(messages.pageSaved);
      client.setQueryData(pageKeys.own(page._id), page);
      void refresh();
    },
    onError: (error) => fail(error, messages.pageSaveFailed),
  });

  const remove = useMutation({
    mutationFn: (pageId: string) => get<string>(`/page/delete/${encodeURIComponent(pageId)}`),
    onSuccess: (_answer, pageId) => {
      toast.success(messages.pageDeleted);
      client.setQueryData<PageSummary[]>(pageKeys.list, (old) => old?.filter((p) => p._id !== pageId));
      void refresh();
    },
    onError: (error) => fail(error, messages.pageDeleteFailed),
  });

  const setPublished = useMutation({
    mutationFn: ({ pageId, action }: { pageId: string; action: PageAction }) => get<string>(`/page/action/${encodeURIComponent(pageId)}/${action}`),
    onSuccess: (_answer, { pageId, action }) => {
      toast.success(action === 'publish' ? messages.pagePublished : messages.pageUnpublished);
      client.setQueryData<PageSummary[]>(pageKeys.list, (old) => old?.map((p) => (p._id === pageId ? { ...p, isPublished: action === 'publish' } : p)));
      void refresh();
    },
    onError: (error, { action }) => fail(error, action === 'publish' ? messages.pagePublishFailed : messages.pageUnpublishFailed),
  });

  return { save, remove, setPublished };
}
