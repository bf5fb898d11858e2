import { useEffect, type MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { isApiError } from '../../api/client.js';
import { Loader } from '../../components/Loader.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { WidgetArea } from '../widgets/WidgetArea.js';
import { useReadablePage } from './pageQueries.js';

/**
 * /p/{pageId} and /page/{pageId}: the page's title and content, sanitised once more here. No id,
 * or a page that cannot be loaded, goes to / (spec-features §2).
 */
export default function PageViewPage() {
  const pageId = normaliseId(useParams().pageId);
  const page = useReadablePage(pageId);
  const navigate = useNavigate();

  useEffect(() => {
    if (!page.isError) return;
    if (!isApiError(page.error) || !page.error.handled) toast.error(messages.pageFetchFailed);
    void navigate('/', { replace: true });
  }, [page.isError, page.error, navigate]);

  if (!pageId) return <Navigate to="/" replace />;
  if (!page.data) return <Loader />;

  // Links to other places inside Hearth (such as another page) stay in the app instead of reloading it.
  const followInside = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || !/^\/(?!\/)/.test(href) || anchor.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article className="page page-view" aria-labelledby="page-view-title">
      <h1 id="page-view-title" className="page-title">
        {page.data.pageTitle}
      </h1>
      {/* The click only routes links the keyboard already reaches as ordinary anchors. */}
      <div className="card page-view-card" onClick={followInside}>
        <SafeHtml className="rich-text page-view-content" html={page.data.pageContent} />
      </div>
      {/* The owner's widgets for this page (issue 44); a reader of a shared page sees none. */}
      <WidgetArea area={page.data._id} />
    </article>
  );
}
