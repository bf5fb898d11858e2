import { useTranslation } from 'react-i18next';
import type { FeedItem, FeedItemsAnswer } from '../../../shared/contracts/feeds.js';
import { feedAge, feedAgeLabel } from './feedAge.js';
import '../../styles/feed-widget.css';

export interface FeedItemsViewProps {
  answer: FeedItemsAnswer;
  /** Called when the user opens an unread item (the link opens in a new tab meanwhile). */
  onOpen: (item: FeedItem) => void;
}

function FeedRow({ item, onOpen }: { item: FeedItem; onOpen: (item: FeedItem) => void }) {
  const { t } = useTranslation();
  const open = () => {
    if (!item.read) onOpen(item);
  };
  const title = item.link ? (
    <a className="feed-item-title" href={item.link} target="_blank" rel="noopener noreferrer" onClick={open} onAuxClick={open}>
      {item.title}
    </a>
  ) : (
    <span className="feed-item-title">{item.title}</span>
  );
  return (
    <li className="feed-item" data-read={item.read}>
      {item.thumbnail ? <img className="feed-item-thumb" src={item.thumbnail} alt="" loading="lazy" referrerPolicy="no-referrer" width={48} height={48} /> : null}
      <div className="feed-item-text">
        {title}
        <span className="feed-item-meta">
          <span className="feed-item-source">{item.source}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.publishedAt} title={feedAgeLabel(item.ageSeconds, item.publishedAt)} aria-label={feedAgeLabel(item.ageSeconds, item.publishedAt)}>
            {feedAge(item.ageSeconds, item.publishedAt)}
          </time>
          {item.read ? <span className="sr-only">{t('widgets.feed.readMark')}</span> : null}
        </span>
      </div>
    </li>
  );
}

/**
 * The feed items as the widget lists them: title, source, age and thumbnail, read items dimmed (in
 * a muted colour that keeps AA contrast, not by opacity), and each feed that failed with its reason.
 */
export function FeedItemsView({ answer, onOpen }: FeedItemsViewProps) {
  const { t } = useTranslation();
  const failing = answer.feeds.filter((f) => f.error);
  return (
    <div className="feed-widget">
      {failing.length > 0 ? (
        <ul className="feed-errors" aria-label={t('widgets.feed.failingList')}>
          {failing.map((feed) => (
            <li key={feed.id} className="feed-error">
              <strong>{feed.title}:</strong> {feed.error?.message}
            </li>
          ))}
        </ul>
      ) : null}
      {answer.items.length === 0 ? (
        <p className="feed-empty">{answer.feeds.length === 0 ? t('widgets.feed.noFeeds') : t('widgets.feed.noItems')}</p>
      ) : (
        <ul className="feed-items" aria-label={t('widgets.feed.itemsList')}>
          {answer.items.map((item) => (
            <FeedRow key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
