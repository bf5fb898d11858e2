import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { StatusPageView } from '../../../../shared/contracts/status-pages.js';
import { monitorMessages as m } from '../../../../shared/messages.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { Loader } from '../../../components/Loader.js';
import { ConfirmDialog } from '../../../components/Modal.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { PulseIcon } from '../MonitorIcons.js';
import { useDeleteStatusPage, useStatusPages } from './statusPageQueries.js';

/** Where the public reads a page: /status/<slug> on this Hearth. */
export const publicPath = (slug: string): string => `/status/${slug}`;

/** /manage/status-pages: the user's public status pages, with their public address. */
export default function StatusPagesPage() {
  const pages = useStatusPages();
  const [removing, setRemoving] = useState<StatusPageView | null>(null);
  const remove = useDeleteStatusPage(() => setRemoving(null));
  const addLink = useRef<HTMLAnchorElement>(null);
  const actions = (
    <>
      <Link className="btn btn-secondary" to="/manage/monitoring">
        Health Checks
      </Link>
      <Link className="btn btn-primary" to="/manage/status-pages/new" ref={addLink}>
        Add status page
      </Link>
    </>
  );
  if (pages.isPending) return <Loader />;
  return (
    <section className="page status-pages-manage">
      <PageHeader title="Status pages" subtitle="Public pages that show chosen monitors, their uptime and your incident posts, to anyone with the link. Addresses stay hidden unless you choose." actions={actions} />
      {pages.isError ? (
        <div className="notice" role="alert">
          {m.loadFailed}
        </div>
      ) : pages.data?.length ? (
        <ul className="card target-list" aria-label="Status pages">
          {pages.data.map((page) => (
            <li key={page._id} className="target-row">
              <div className="target-row-main">
                <span className="target-row-name">{page.title}</span>
                <span className="target-row-address">
                  {publicPath(page.slug)}
                  {page.customDomain ? ` · ${page.customDomain}` : ''} · {page.groups.reduce((n, g) => n + g.monitorIds.length, 0)} monitors
                  {page.incidents.some((i) => !i.resolvedAt) ? ' · open incident' : ''}
                </span>
              </div>
              <a className="btn btn-sm btn-secondary" href={publicPath(page.slug)} target="_blank" rel="noreferrer" aria-label={`Open ${page.title} (new tab)`}>
                Open
              </a>
              <Link className="btn btn-sm btn-secondary" to={`/manage/status-pages/${page._id}`} aria-label={`Edit ${page.title}`}>
                Edit
              </Link>
              <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRemoving(page)} aria-label={`Delete ${page.title}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No status pages yet" text="Publish one to show your household or friends whether the services are up, without giving them an account." icon={<PulseIcon size={36} />} />
      )}
      {removing ? (
        <ConfirmDialog
          title={`Delete ${removing.title}?`}
          text={`${publicPath(removing.slug)} stops answering at once, and its incident posts are deleted.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing._id)}
          onClose={() => setRemoving(null)}
          returnFocus={() => addLink.current}
        />
      ) : null}
    </section>
  );
}
