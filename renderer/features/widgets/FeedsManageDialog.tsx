import { useRef, useState, type FormEvent } from 'react';
import { feedAddSchema } from '../../../shared/contracts/feeds.js';
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
    <Modal id="feeds-manage" title="Your feeds" onClose={onClose} returnFocus={returnFocus} initialFocus={urlId} className="feeds-manage-modal">
      <form className="feed-add" onSubmit={submit} noValidate>
        <label className="field-label" htmlFor={urlId}>
          Feed address
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
            {add.isPending ? 'Reading…' : 'Add feed'}
          </button>
        </div>
        {problem ? (
          <p className="field-error" id={`${urlId}-error`} role="alert">
            {problem}
          </p>
        ) : (
          <p className="field-hint" id={`${urlId}-hint`}>
            An RSS, Atom or JSON feed. Hearth reads it once now to check it.
          </p>
        )}
      </form>
      <h3 className="feed-list-title">Following</h3>
      {feeds.isError ? (
        <p className="feed-error" role="alert">
          Your feeds could not be listed. Close this and try again.
        </p>
      ) : feeds.data && feeds.data.length > 0 ? (
        <ul className="feed-list" aria-label="Feeds you follow">
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
                aria-label={`Remove the feed ${feed.title}`}
                disabled={remove.isPending && remove.variables.id === feed.id}
                onClick={() => remove.mutate(feed, { onSuccess: () => input.current?.focus() })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="feed-empty">{feeds.isPending ? 'Loading…' : 'You follow no feeds yet.'}</p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Done
        </button>
      </div>
    </Modal>
  );
}
