import { useTranslation } from 'react-i18next';
import { FeedItemsView } from './FeedItemsView.js';
import { useFeedItems, useMarkRead } from './useFeeds.js';

interface FeedWidgetProps {
  /** How many of the newest items to list. */
  limit: number;
  /** Opens the dialog where feeds are added and removed; gets the button that asked, for focus to return to. */
  onManage: (opener: HTMLElement) => void;
}

/**
 * The feeds widget: the newest items of every feed the user follows, each failing feed named with
 * its reason above the rest, and an item marked read when it is opened.
 */
export function FeedWidget({ limit, onManage }: FeedWidgetProps) {
  const { t } = useTranslation();
  const query = useFeedItems(limit);
  const markRead = useMarkRead();
  const manage = (
    <button type="button" className="btn btn-secondary feed-manage" onClick={(e) => onManage(e.currentTarget)}>
      {t('widgets.feed.manage')}
    </button>
  );
  if (query.isPending) return <p className="feed-empty">{t('widgets.feed.loading')}</p>;
  if (!query.data) {
    return (
      <div className="feed-widget">
        <p className="feed-error" role="alert">
          {t('widgets.feed.failed')}{' '}
          <button type="button" className="link-btn" onClick={() => void query.refetch()}>
            {t('widgets.feed.retry')}
          </button>
        </p>
        {manage}
      </div>
    );
  }
  return (
    <div className="feed-widget">
      <FeedItemsView answer={query.data} onOpen={(item) => markRead.mutate(item)} />
      {manage}
    </div>
  );
}
