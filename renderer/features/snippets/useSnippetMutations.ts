import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CodeItem, CodeItemSaveBody, SnippetDetail, SnippetSaveBody, SnippetWithItems } from '../../../shared/contracts/snippets.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError, post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { clearDraft, clearSavedDraft, clearSnippetDrafts, getDraft, type Draft } from './drafts.js';
import { snippetKeys } from './snippetQueries.js';

/** A refusal (4xx) shows the server's own words (the shared schema's); anything else the screen's text. */
function fail(error: unknown, fallback: string, toastId: string): void {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  if (isApiError(error) && !error.handled && refused && error.message) {
    toast.error(error.message, { id: toastId });
    return;
  }
  toastError(error, fallback);
}

function detailOf(snippet: SnippetWithItems): SnippetDetail {
  const { snippetItems, ...rest } = snippet;
  return { snippet: rest, snippetItems };
}

/** Every write of the snippet screen, each with its spec toast and the caches it changes. */
export function useSnippetMutations() {
  const client = useQueryClient();
  const refreshLists = () => client.invalidateQueries({ queryKey: snippetKeys.pages });

  const saveSnippet = useMutation({
    mutationFn: (body: SnippetSaveBody) => post<SnippetWithItems>('/snippet/item', body),
    onSuccess: (snippet) => {
      toast.dismiss('snippet-form');
      toast.success(messages.snippetItemSaved);
      client.setQueryData(snippetKeys.detail(snippet._id), detailOf(snippet));
      void refreshLists();
    },
    onError: (error) => fail(error, messages.snippetSaveFailed, 'snippet-form'),
  });

  const saveCodeItem = useMutation({
    onMutate: ({ body }: { snippetId: string; body: CodeItemSaveBody & { codeId: string } }): { sent: Draft | undefined } => ({ sent: getDraft(body.codeId) }),
    mutationFn: ({ snippetId, body }: { snippetId: string; body: CodeItemSaveBody & { codeId: string } }) => post<CodeItem>(`/snippet/save/${encodeURIComponent(snippetId)}`, body),
    onSuccess: (item, { snippetId }, context) => {
      toast.dismiss(`code-${item._id}`);
      toast.success(messages.snippetItemSaved);
      clearSavedDraft(item._id, context.sent);
      client.setQueryData<SnippetDetail>(snippetKeys.detail(snippetId), (old) =>
        old ? { ...old, snippetItems: old.snippetItems.map((i) => (i._id === item._id ? item : i)) } : old,
      );
      void refreshLists();
    },
    onError: (error, { body }) => fail(error, messages.snippetSaveFailed, `code-${body.codeId}`),
  });

  const addCodeItem = useMutation({
    mutationFn: ({ snippetId, body }: { snippetId: string; body: CodeItemSaveBody }) => post<SnippetWithItems>(`/snippet/save/${encodeURIComponent(snippetId)}`, body),
    onSuccess: (snippet) => {
      toast.success(messages.codeSnippetAdded);
      client.setQueryData(snippetKeys.detail(snippet._id), detailOf(snippet));
      void refreshLists();
    },
    onError: (error) => fail(error, messages.codeAddFailed, 'code-add'),
  });

  const deleteCodeItem = useMutation({
    mutationFn: ({ snippetId, codeId }: { snippetId: string; codeId: string }) =>
      get<string>(`/snippet/${encodeURIComponent(snippetId)}/delete/${encodeURIComponent(codeId)}`),
    onSuccess: (_answer, { snippetId, codeId }) => {
      toast.success(messages.codeItemDeleted);
      clearDraft(codeId);
      client.setQueryData<SnippetDetail>(snippetKeys.detail(snippetId), (old) =>
        old ? { ...old, snippetItems: old.snippetItems.filter((i) => i._id !== codeId) } : old,
      );
      void refreshLists();
    },
    onError: (error) => toastError(error, messages.codeDeleteFailed),
  });

  const deleteSnippet = useMutation({
    mutationFn: (snippetId: string) => get<string>(`/snippet/${encodeURIComponent(snippetId)}/delete`),
    onSuccess: (_answer, snippetId) => {
      toast.success(messages.snippetDeleted);
      clearSnippetDrafts(snippetId);
      client.removeQueries({ queryKey: snippetKeys.detail(snippetId) });
      void refreshLists();
    },
    onError: (error) => toastError(error, messages.snippetDeleteFailed),
  });

  return { saveSnippet, saveCodeItem, addCodeItem, deleteCodeItem, deleteSnippet };
}
