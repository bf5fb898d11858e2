import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedAddSchema } from '../../../shared/contracts/feeds.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { Modal } from '../../components/Modal.js';
import { useFeedList, useFeedMutations } from './useFeeds.js';
import { feedAddProblem } from './widgetProblems.js';

interface FeedsManageDialogProps {
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

const urlId = 'feed-add-url';

/**
 * The feeds the user follows: add one by its address (checked with the server's own schema first,
 * then by the server, which reads it and says why it is not a feed), remove one.
 */
export function FeedsManageDialog({ onClose, returnFocus }: FeedsManageDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const feeds = useFeedList();
  const { add, remove } = useFeedMutations();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedAddSchema.safeParse({ url });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      input.current?.focus();
      return;
    }
    setProblem(null);
    add.mutate(parsed.data, {
      onSuccess: () => setUrl(''),
      onError: (error) => setProblem(feedAddProblem(error)),
      onSettled: () => input.current?.focus(),
    });
  };

  return (
    <Modal id="feeds-manage" title={t('widgets.feedsDialog.title')} onClose={onClose} returnFocus={returnFocus} initialFocus={urlId} className="feeds-manage-modal">
      <form className="feed-add" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={urlId}>
          {t('widgets.feedsDialog.address')}
        </label>
        <div className="feed-add-row">
          <input
            ref={input}
            id={urlId}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/feed.xml"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${urlId}-error` : `${urlId}-hint`}
          />
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending ? t('widgets.feedsDialog.reading') : t('widgets.feedsDialog.add')}
          </button>
        </div>
        {problem ? (
          <p className="field-error" id={`${urlId}-error`} role="alert">
            {translateMessage(problem)}
          </p>
        ) : (
          <p className="field-hint" id={`${urlId}-hint`}>
            {t('widgets.feedsDialog.hint')}
          </p>
        )}
      </form>
      <h3 className="feed-list-title">{t('widgets.feedsDialog.following')}</h3>
      {feeds.isError ? (
        <p className="feed-error" role="alert">
          {t('widgets.feedsDialog.listFailed')}
        </p>
      ) : feeds.data && feeds.data.length > 0 ? (
        <ul className="feed-list" aria-label={t('widgets.feedsDialog.list')}>
          {feeds.data.map((feed) => (
            <li key={feed.id} className="feed-list-item">
              <div className="feed-list-text">
                <span className="feed-list-name">{feed.title}</span>
                <span className="feed-list-url">{feed.url}</span>
                {feed.error ? <span className="feed-list-problem">{feed.error.message}</span> : null}
              </div>
              <button
                type="button"
                className="btn btn-secondary"
                aria-label={t('widgets.feedsDialog.removeNamed', { name: feed.title })}
                disabled={remove.isPending && remove.variables.id === feed.id}
                onClick={() => remove.mutate(feed, { onSuccess: () => input.current?.focus() })}
              >
                {t('widgets.feedsDialog.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="feed-empty">{feeds.isPending ? t('widgets.feedsDialog.loading') : t('widgets.feedsDialog.none')}</p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('widgets.feedsDialog.done')}
        </button>
      </div>
    </Modal>
  );
}
