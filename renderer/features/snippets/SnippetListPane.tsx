import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snippet } from '../../../shared/contracts/snippets.js';
import { plainText } from '../../../shared/languages.js';
import { messages } from '../../../shared/messages.js';
import { toastError } from '../../api/toastError.js';
import { EmptyState } from '../../components/EmptyState.js';
import { AlertIcon } from '../../components/icons/UiIcons.js';
import { Loader } from '../../components/Loader.js';
import { Spinner } from '../../components/Spinner.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { useDraftSnippets } from './drafts.js';
import { formatSnippetDate } from './formatDate.js';
import { useSnippetPages } from './snippetQueries.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';

interface SnippetListPaneProps {
  listingId: string | null;
  search: string;
  selectedId: string | null;
  /** On /snippet every list shows, so each row names its list. */
  showList: boolean;
  onSelect: (snippet: Snippet, how: 'click' | 'arrow') => void;
  onNew: () => void;
}

/** Moves between rows with the arrow keys (selecting as it goes), Home and End. */
function onListKey(event: KeyboardEvent<HTMLUListElement>, snippets: Snippet[], onSelect: SnippetListPaneProps['onSelect']): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button.snippet-row')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined || index === -1) return;
  const target = buttons[Math.max(0, Math.min(buttons.length - 1, next))];
  const snippet = snippets[buttons.indexOf(target as HTMLButtonElement)];
  if (!target || !snippet) return;
  event.preventDefault();
  target.focus();
  onSelect(snippet, 'arrow');
}

/** The left pane: New Snippet, the snippets newest change first, Load More and "At the end". */
export function SnippetListPane({ listingId, search, selectedId, showList, onSelect, onNew }: SnippetListPaneProps) {
  const { t, i18n } = useTranslation();
  const locale = useRegionalLocale();
  const pages = useSnippetPages(listingId, search);
  const drafts = useDraftSnippets();
  const snippets = pages.data?.pages.flatMap((p) => p.snippets) ?? [];
  const total = pages.data?.pages[0]?.totalItems ?? 0;

  useEffect(() => {
    if (pages.error) toastError(pages.error, messages.snippetsLoadFailed);
  }, [pages.error]);

  let body;
  if (pages.isError && snippets.length === 0) {
    body = (
      <EmptyState icon={<AlertIcon size={28} />} title={translateMessage(messages.snippetsLoadFailed)} text={t('snippets.list.failedText')}>
        <button type="button" className="btn btn-secondary" onClick={() => void pages.refetch()}>
          {t('snippets.list.retry')}
        </button>
      </EmptyState>
    );
  } else if (!pages.data) {
    body = <Loader />;
  } else if (snippets.length === 0) {
    body = search ? (
      <EmptyState title={translateMessage(messages.noSnippetsFound)} text={t('snippets.list.noMatchesText')} />
    ) : (
      <div className="empty-state snippet-empty">
        <p className="empty-text">{translateMessage(messages.noSnippetsHere)}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="snippet-rows" aria-label={t('snippets.list.rows')} onKeyDown={(e) => onListKey(e, snippets, onSelect)}>
          {snippets.map((snippet) => (
            <li key={snippet._id}>
              <button
                type="button"
                className="snippet-row"
                aria-current={snippet._id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(snippet, 'click')}
              >
                <span className="snippet-row-title">
                  {snippet.snippetTitle}
                  {drafts.has(snippet._id) ? <span className="snippet-row-dot" title={t('snippets.list.unsaved')} aria-label={t('snippets.list.unsaved')} /> : null}
                </span>
                <span className="snippet-row-meta">
                  <span>{snippet.snippetLanguage === plainText ? t('snippets.languageSelect.plainText') : snippet.languageName}</span>
                  <span>{formatSnippetDate(snippet.createdAt, i18n.language, locale)}</span>
                </span>
                {showList && snippet.parent ? <span className="snippet-row-list">{snippet.parent.listingName}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {pages.hasNextPage ? (
          <button type="button" className="btn btn-secondary btn-block snippet-more" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? <Spinner size={16} label={t('snippets.list.loadingMore')} /> : null}
            {t('snippets.list.loadMore')}
          </button>
        ) : (
          <p className="snippet-end">{translateMessage(messages.snippetsAtEnd)}</p>
        )}
      </>
    );
  }

  return (
    <aside className="card snippets-list-pane" aria-label={t('snippets.list.label')}>
      <div className="snippets-list-head">
        <span className="snippets-count">{pages.data ? t('snippets.list.count', { count: total }) : ''}</span>
        <button type="button" className="btn btn-sm btn-primary" onClick={onNew}>
          <PlusIcon size={16} />
          {t('snippets.list.new')}
        </button>
      </div>
      {body}
    </aside>
  );
}
