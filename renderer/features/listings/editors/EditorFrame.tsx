import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader.js';

interface EditorFrameProps {
  title: string;
  subtitle: string;
  /** Shown above the form, e.g. when an edit screen found nothing to edit. */
  notice?: ReactNode;
  backTo: string;
  /** Shown above the title (the account form's way back). */
  breadcrumb?: ReactNode;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** Title, form card and the Save / Cancel row every listing editor shares. */
export function EditorFrame({ title, subtitle, notice, backTo, breadcrumb, saving, onSubmit, children }: EditorFrameProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <section className="page editor-page">
      {breadcrumb}
      <PageHeader title={title} subtitle={subtitle} />
      {notice ? (
        <div className="notice" role="status">
          {notice}
        </div>
      ) : null}
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={title}>
        {children}
        <div className="editor-actions">
          <Link className="btn btn-secondary" to={backTo}>
            {t('linkForm.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('linkForm.saving') : t('linkForm.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
