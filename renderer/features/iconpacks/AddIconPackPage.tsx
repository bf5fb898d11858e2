import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { iconPackAddSchema } from '../../../shared/contracts/iconpacks.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { FormField } from '../../forms/FormField.js';
import { iconPackKeys } from './iconPackQueries.js';
import { useIconPackMutations } from './useIconPackMutations.js';

/** /manage/iconpack/add: the URL of a pack's JSON; Hearth downloads and keeps it. */
export default function AddIconPackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { add } = useIconPackMutations();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Still "saving" after success, while the screen moves on.
  const saving = add.isPending || add.isSuccess;
  // Which hosts packs may come from (the original's plus HEARTH_ICONPACK_HOSTS), said up front.
  const hosts = useQuery({ queryKey: iconPackKeys.hosts, queryFn: () => get<string[]>('/iconpack/hosts'), staleTime: Infinity });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = iconPackAddSchema.safeParse({ iconpackUrl: url });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    add.mutate(parsed.data, {
      onSuccess: () => void navigate('/manage/iconpack'),
      onError: (failure) => {
        // A refusal (a host not on the list, a file that is no pack) is said once, under the field.
        if (isApiError(failure) && failure.status === 400) setError(failure.message);
        else toastError(failure, messages.iconPackAddFailed, true);
      },
    });
  };

  return (
    <section className="page editor-page">
      <PageHeader title={t('iconPacks.add.title')} subtitle={t('iconPacks.add.subtitle')} />
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label={t('iconPacks.add.title')}>
        <FormField
          id="iconpack-url"
          label={t('iconPacks.add.url')}
          type="url"
          inputMode="url"
          placeholder="https://…/pack.json"
          autoComplete="off"
          value={url}
          error={error}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div className="field-hint pack-help">
          <p>{t('iconPacks.add.portal')}</p>
          {hosts.data && hosts.data.length > 0 ? (
            <p id="iconpack-hosts">
              <Trans i18nKey="iconPacks.add.hosts" values={{ hosts: hosts.data.join(', ') }} components={{ strong: <strong /> }} />
            </p>
          ) : null}
          <p>{t('iconPacks.add.copy')}</p>
        </div>
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/iconpack">
            {t('iconPacks.add.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('iconPacks.add.adding') : t('iconPacks.add.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
