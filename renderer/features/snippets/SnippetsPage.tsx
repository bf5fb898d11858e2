import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Snippet, SnippetWithItems } from '../../../shared/contracts/snippets.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Breadcrumb, type Crumb } from '../listings/Breadcrumb.js';
import { useHeaderSearch } from '../search/useHeaderSearch.js';
import { SnippetDetailPane } from './SnippetDetailPane.js';
import { SnippetFormDialog } from './SnippetFormDialog.js';
import { SnippetListPane } from './SnippetListPane.js';
import { useSnippetPages } from './snippetQueries.js';
import { useSnippetShortcuts } from './useSnippetShortcuts.js';

/**
 * /s/{listingid} (one snippet list) and /snippet (every list): the snippets on the left, the
 * selected one (?snippet={id}, so a reload or a shared link keeps it) on the right. On phones the
 * panes stack: one shows at a time, with a Back button on the snippet.
 */
export default function SnippetsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const listingId = normaliseId(params.listingId);
  const search = useHeaderSearch();
  const [query] = useSearchParams();
  const selectedId = query.get('snippet');
  const navigate = useNavigate();
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const pages = useSnippetPages(listingId, search);
  useSnippetShortcuts();

  const select = (snippetId: string | null, how: 'click' | 'arrow' | 'saved' = 'click') => {
    const next = new URLSearchParams(query);
    if (snippetId) next.set('snippet', snippetId);
    else next.delete('snippet');
    // A click is a step Back can undo (phones); arrow keys and saves just move the selection.
    void navigate({ search: next.toString() }, { replace: how !== 'click', state: snippetId ? { fromList: true } : null });
  };
  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else select(null, 'saved');
  };

  const first = pages.data?.pages[0];
  if (pages.isError && listingId && !first) {
    return (
      <section className="page">
        <EmptyState title={t('snippets.page.notFoundTitle')} text={t('snippets.page.notFoundText')}>
          <Link className="btn btn-secondary" to="/">
            {t('snippets.page.backHome')}
          </Link>
        </EmptyState>
      </section>
    );
  }
  const list = first?.snippet ?? null;
  const title = listingId ? (list?.listingName ?? t('snippets.page.snippets')) : t('snippets.page.allSnippets');
  const trail: Crumb[] = [{ key: 'home', label: t('snippets.page.home'), to: '/' }, ...(first?.breadcrumb ?? []).map((c) => ({ key: c.id, label: c.listingName, to: `/c/${c.id}` }))];

  return (
    <section className="page snippets-page">
      <Breadcrumb trail={trail} current={title} />
      <PageHeader title={title} subtitle={t('snippets.page.subtitle')} />
      <div className="snippets-layout" data-view={selectedId ? 'detail' : 'list'}>
        <SnippetListPane
          listingId={listingId}
          search={search}
          selectedId={selectedId}
          showList={listingId === null}
          onSelect={(snippet: Snippet, how) => select(snippet._id, how)}
          onNew={() => setCreating(true)}
        />
        <SnippetDetailPane
          snippetId={selectedId}
          focusFirstFile={created !== null && created === selectedId}
          onBack={back}
          onGone={() => select(null, 'saved')}
          onRenamed={(s: SnippetWithItems) => select(s._id, 'saved')}
        />
      </div>
      {creating ? (
        <SnippetFormDialog
          listingId={listingId}
          onClose={() => setCreating(false)}
          onSaved={(snippet) => {
            setCreating(false);
            setCreated(snippet._id);
            select(snippet._id, 'click');
          }}
        />
      ) : null}
    </section>
  );
}
