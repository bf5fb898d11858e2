import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
      <PageHeader title="Add Icon Pack" subtitle="Add a pack of icons to choose from in the icon picker." />
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label="Add Icon Pack">
        <FormField
          id="iconpack-url"
          label="Icon Pack URL"
          type="url"
          inputMode="url"
          placeholder="https://…/pack.json"
          autoComplete="off"
          value={url}
          error={error}
          onChange={(e) => setUrl(e.target.value)}
        />
        <div className="field-hint pack-help">
          <p>Icon packs are fetched from the provider&apos;s portal: copy the address of a pack&apos;s JSON file there and paste it here.</p>
          {hosts.data && hosts.data.length > 0 ? (
            <p id="iconpack-hosts">
              Packs can come from <strong>{hosts.data.join(', ')}</strong>. Hearth downloads packs only from hosts its administrator allows (HEARTH_ICONPACK_HOSTS).
            </p>
          ) : null}
          <p>Hearth downloads the pack file itself and keeps a copy, so your browser never fetches it from the pack&apos;s host; only the icon pictures load from where the pack keeps them.</p>
        </div>
        <div className="editor-actions">
          <Link className="btn btn-secondary" to="/manage/iconpack">
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Adding…' : 'Add'}
          </button>
        </div>
      </form>
    </section>
  );
}
