import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { streamSaveSchema, type StreamProbe } from '../../../shared/contracts/streams.js';
import { messages } from '../../../shared/messages.js';
import { isApiError } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Loader } from '../../components/Loader.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { FormField } from '../../forms/FormField.js';
import { invalidateListings, listingDetailQuery } from '../listings/listingQueries.js';
import { EditorFrame } from '../listings/editors/EditorFrame.js';
import { saveStream } from './streamApi.js';

type Loaded = { status: 'loading' } | { status: 'ready'; name: string; url: string; parentId: string | null } | { status: 'leave' };

/** The stream being edited; an id that is not one of the user's streams leaves for /manage/listing. */
function useStreamDetail(listingId: string | undefined): Loaded {
  const { data, isError, error, errorUpdatedAt, isPending } = useQuery(listingDetailQuery('stream', listingId ?? ''));
  useEffect(() => {
    if (isError) toastError(error, messages.streamFetchFailed);
    // Once per failed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
  if (!listingId) return { status: 'ready', name: '', url: '', parentId: null };
  // The form keeps the stream it started from, whatever a later refetch says.
  const listing = data?.listing;
  if (listing) return listing.listingType === 'stream' ? { status: 'ready', name: listing.listingName, url: listing.listingUrl ?? '', parentId: listing.parentId } : { status: 'leave' };
  // Nothing to edit (null: not found) or a failed answer: leave.
  return isPending ? { status: 'loading' } : { status: 'leave' };
}

/**
 * Says what saving found on the camera; a camera that could not be read is still saved. The toast
 * is whole in the reader's language ("Stream saved." and the camera's reason, each translated).
 */
function probeToast(t: TFunction, probe: StreamProbe) {
  const text = t('streams.editor.savedFound', { found: probe.ok ? probe.text : translateMessage(probe.text) });
  if (probe.ok) toast.success(text);
  else toast(text, { icon: '⚠️', duration: 8000 });
}

function StreamForm({ listingId, parentId, initial }: { listingId: string | null; parentId: string | null; initial: { name: string; url: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState(initial.name);
  const [url, setUrl] = useState(initial.url);
  const [issue, setIssue] = useState<{ field: 'name' | 'url'; text: string } | null>(null);
  const title = translateMessage(listingId ? messages.streamEditTitle : messages.streamAddTitle);
  const save = useMutation({
    mutationFn: saveStream,
    onSuccess: (saved) => {
      probeToast(t, saved.probe);
      void invalidateListings(client);
      void navigate('/manage/streaming');
    },
    onError: (error) => toastError(error, messages.streamSaveFailed, isApiError(error) && error.status >= 400 && error.status < 500),
  });
  // Still "saving" after success, while the screen moves on.
  const saving = save.isPending || save.isSuccess;

  const submit = () => {
    if (saving) return;
    const payload = { listingId, parentId, linkName: name, linkURL: url };
    const checked = streamSaveSchema.safeParse(payload);
    if (!checked.success) {
      const first = checked.error.issues[0];
      const text = first?.message ?? messages.streamFillFields;
      setIssue({ field: first?.path[0] === 'linkName' ? 'name' : 'url', text });
      return;
    }
    setIssue(null);
    save.mutate(payload);
  };

  return (
    <EditorFrame
      title={title}
      subtitle={t('streams.editor.subtitle')}
      backTo="/manage/streaming"
      saving={saving}
      onSubmit={submit}
    >
      <FormField
        id="stream-name"
        label={t('streams.editor.name')}
        value={name}
        maxLength={200}
        autoComplete="off"
        error={issue?.field === 'name' ? issue.text : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <FormField
        id="stream-url"
        label={t('streams.editor.url')}
        value={url}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="rtsp://user:password@192.168.1.20:554/stream1"
        error={issue?.field === 'url' ? issue.text : undefined}
        onChange={(event) => setUrl(event.target.value)}
      />
      <p className="field-hint">{t('streams.editor.hint')}</p>
      {saving ? <Loader label={t('streams.editor.reading')} /> : null}
    </EditorFrame>
  );
}

/** /manage/listing[/{parentId}]/save/stream[/{listingId}]: "Add new RTSP stream" or "Edit RTSP stream". */
export function StreamEditor({ parentId, listingId }: { parentId: string | undefined; listingId: string | undefined }) {
  const loaded = useStreamDetail(listingId);
  if (loaded.status === 'loading') return <Loader />;
  if (loaded.status === 'leave') return <Navigate to="/manage/listing" replace />;
  return <StreamForm listingId={listingId ?? null} parentId={parentId ?? loaded.parentId} initial={loaded} />;
}
