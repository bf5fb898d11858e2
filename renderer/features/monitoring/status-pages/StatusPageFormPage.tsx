import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { statusPageSaveSchema, type StatusGroup, type StatusPageSave, type StatusPageView } from '../../../../shared/contracts/status-pages.js';
import { statusPageMessages as sm } from '../../../../shared/messages.js';
import { Loader } from '../../../components/Loader.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { FieldError } from '../../../forms/FieldError.js';
import { FormField } from '../../../forms/FormField.js';
import { fieldIssues } from '../../../forms/fieldIssues.js';
import { useIsSuperAdmin } from '../../dashboard/useIsSuperAdmin.js';
import { CheckboxField } from '../../listings/editors/CheckboxField.js';
import { useMonitorSummary } from '../monitorQueries.js';
import { GroupsEditor } from './GroupsEditor.js';
import { IncidentsSection } from './IncidentsSection.js';
import { publicPath } from './StatusPagesPage.js';
import { useSaveStatusPage, useStatusPages } from './statusPageQueries.js';

type Field = 'slug' | 'title' | 'description' | 'groups' | 'customDomain' | 'showAddresses';

/** "Home Lab – Status!" → "home-lab-status". */
const slugOf = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/** /manage/status-pages/new and /manage/status-pages/:pageId: the page's settings, groups and (once saved) incidents. */
export default function StatusPageFormPage() {
  const { pageId } = useParams();
  const pages = useStatusPages();
  if (pages.isPending) return <Loader />;
  const saved = pageId && pageId !== 'new' ? pages.data?.find((p) => p._id === pageId) : undefined;
  if (pageId && pageId !== 'new' && !saved) {
    return (
      <section className="page">
        <PageHeader title="Not found" />
        <div className="notice" role="alert">
          {sm.notFound} <Link to="/manage/status-pages">Back to Status pages</Link>
        </div>
      </section>
    );
  }
  return <StatusPageForm key={saved?._id ?? 'new'} saved={saved ?? null} />;
}

function StatusPageForm({ saved }: { saved: StatusPageView | null }) {
  const navigate = useNavigate();
  const isAdmin = useIsSuperAdmin();
  const monitors = useMonitorSummary();
  const [title, setTitle] = useState(saved?.title ?? '');
  const [slug, setSlug] = useState(saved?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(Boolean(saved));
  const [description, setDescription] = useState(saved?.description ?? '');
  const [groups, setGroups] = useState<StatusGroup[]>(saved?.groups ?? [{ name: 'Services', monitorIds: [] }]);
  const [customDomain, setCustomDomain] = useState(saved?.customDomain ?? '');
  const [showAddresses, setShowAddresses] = useState(saved?.showAddresses ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveStatusPage((page) => {
    if (!saved) void navigate(`/manage/status-pages/${page._id}`, { replace: true });
  });

  const body = (): StatusPageSave => ({ slug, title, description, groups, customDomain: customDomain.trim() || null, showAddresses });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = statusPageSaveSchema.safeParse(body());
    if (!parsed.success) {
      const found = fieldIssues<Field>(parsed.error);
      setErrors(found);
      const first = (['title', 'slug', 'description', 'groups', 'customDomain'] as const).find((f) => found[f]);
      if (first) document.getElementById(`status-${first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ id: saved?._id ?? null, body: body() });
  };

  const heading = saved ? `Edit ${saved.title}` : 'Add status page';
  return (
    <section className="page editor-page status-page-editor">
      <nav className="crumbs" aria-label="Breadcrumb">
        <Link to="/manage/monitoring">Health Checks</Link> <span aria-hidden="true">›</span> <Link to="/manage/status-pages">Status pages</Link> <span aria-hidden="true">›</span> <span>{saved ? saved.title : 'New page'}</span>
      </nav>
      <PageHeader
        title={heading}
        subtitle="Anyone with the address can read this page, without signing in."
        actions={
          saved ? (
            <a className="btn btn-secondary" href={publicPath(saved.slug)} target="_blank" rel="noreferrer">
              Open public page
            </a>
          ) : undefined
        }
      />
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={heading}>
        <FormField
          id="status-title"
          label="Title"
          value={title}
          maxLength={100}
          placeholder="Home lab status"
          error={errors.title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugTouched) setSlug(slugOf(e.target.value));
          }}
        />
        <FormField
          id="status-slug"
          label="Address name"
          value={slug}
          maxLength={40}
          placeholder="home-lab"
          error={errors.slug}
          aria-describedby="status-slug-hint"
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value);
          }}
        />
        <p id="status-slug-hint" className="field-hint">
          The page is at {window.location.origin}
          {publicPath(slug || '…')}
        </p>
        <div className="field">
          <label className="field-label" htmlFor="status-description">
            Description (optional)
          </label>
          <textarea id="status-description" className="input" rows={2} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
          <FieldError message={errors.description} />
        </div>
        <GroupsEditor groups={groups} monitors={monitors.data ?? []} onChange={setGroups} />
        <FieldError message={errors.groups} />
        <CheckboxField id="status-showAddresses" label="Show addresses" checked={showAddresses} onChange={setShowAddresses} hint="Off: visitors see names, states and uptime only. On: they also see each monitor's URL, host or IP and its last error." />
        <FormField id="status-customDomain" label="Custom domain (optional)" value={customDomain} placeholder="status.example.com" disabled={!isAdmin && !saved?.customDomain} error={errors.customDomain} aria-describedby="status-domain-hint" onChange={(e) => setCustomDomain(e.target.value)} />
        <p id="status-domain-hint" className="field-hint">
          {isAdmin ? 'Requests whose Host is exactly this name show this page at “/”. Point the name (or your reverse proxy) at Hearth.' : sm.domainAdminOnly}
        </p>
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/status-pages">
            Back
          </Link>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      {saved ? <IncidentsSection page={saved} /> : null}
    </section>
  );
}
