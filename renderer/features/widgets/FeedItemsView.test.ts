// The feeds widget's list as it renders (FeedWidget.tsx feeds it the answer of GET /feeds/items) (issue 44 item 6): every item's title, source, age and thumbnail,
// read items marked for dimming, failing feeds with their reasons, and the empty states.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FeedItem, FeedItemsAnswer } from '../../../shared/contracts/feeds.js';
// The view reads its texts from the catalogue: English, as the app starts.
import '../../i18n/i18n.js';
import { FeedItemsView } from './FeedItemsView.js';
import { feedAge, feedAgeLabel } from './feedAge.js';

const item = (over: Partial<FeedItem>): FeedItem => ({
  id: 'i1',
  feedId: 'f1',
  title: 'ZFS 2.3 arrives',
  source: 'Home Lab Weekly',
  link: 'https://news.example/zfs',
  publishedAt: '2026-11-28T08:00:00.000Z',
  ageSeconds: 3 * 3600 + 5,
  thumbnail: 'https://news.example/zfs.jpg',
  summaryHtml: '<p>Grow a pool</p>',
  read: false,
  ...over,
});

const answer: FeedItemsAnswer = {
  items: [item({}), item({ id: 'i2', title: 'Old <b>news</b>', source: 'Notes', link: null, thumbnail: null, ageSeconds: 90, read: true })],
  feeds: [
    { id: 'f1', url: 'https://news.example/rss', title: 'Home Lab Weekly', fetchedAt: null, error: null },
    { id: 'f2', url: 'https://blog.example/', title: 'A blog', fetchedAt: null, error: { kind: 'not-a-feed', message: 'The address is a web page (HTML), not a feed.' } },
  ],
};

const html = (a: FeedItemsAnswer) => renderToStaticMarkup(createElement(FeedItemsView, { answer: a, onOpen: () => undefined }));
const rows = (markup: string) => [...markup.matchAll(/<li class="feed-item" data-read="(true|false)">(.*?)<\/li>/g)];

describe('FeedItemsView', () => {
  it('shows each item with its title (a link that opens a new tab), source, age and thumbnail', () => {
    const [first, second] = rows(html(answer));
    expect(first?.[1]).toBe('false');
    expect(first?.[2]).toContain('<img class="feed-item-thumb" src="https://news.example/zfs.jpg" alt=""');
    expect(first?.[2]).toContain('<a class="feed-item-title" href="https://news.example/zfs" target="_blank" rel="noopener noreferrer">ZFS 2.3 arrives</a>');
    expect(first?.[2]).toContain('<span class="feed-item-source">Home Lab Weekly</span>');
    expect(first?.[2]).toMatch(/<time datetime="2026-11-28T08:00:00.000Z" title="3 hours ago" aria-label="3 hours ago">3h<\/time>/i);
    // Read, without link or thumbnail; the title stays text, never markup.
    expect(second?.[1]).toBe('true');
    expect(second?.[2]).not.toContain('<img');
    expect(second?.[2]).toContain('<span class="feed-item-title">Old &lt;b&gt;news&lt;/b&gt;</span>');
    expect(second?.[2]).toContain('<span class="sr-only">, read</span>');
    expect(second?.[2]).toContain('>1m</time>');
  });

  it("lists a failing feed with its reason above the others' items", () => {
    const markup = html(answer);
    expect(markup).toContain('<li class="feed-error"><strong>A blog:</strong> The address is a web page (HTML), not a feed.</li>');
    expect(markup.indexOf('feed-errors')).toBeLessThan(markup.indexOf('feed-items'));
    expect(html({ ...answer, feeds: [answer.feeds[0]!] })).not.toContain('feed-error');
  });

  it('says what to do when there are no feeds, and when the feeds have no items', () => {
    expect(html({ items: [], feeds: [] })).toContain('No feeds yet. Add an RSS, Atom or JSON feed to see its news here.');
    expect(html({ items: [], feeds: [answer.feeds[0]!] })).toContain('No items in your feeds yet.');
  });
});

describe('feedAge', () => {
  it.each([
    [0, 'now', 'just now'],
    [59, 'now', 'just now'],
    [60, '1m', '1 minute ago'],
    [3599, '59m', '59 minutes ago'],
    [3600, '1h', '1 hour ago'],
    [86_399, '23h', '23 hours ago'],
    [86_400, '1d', '1 day ago'],
    [6 * 86_400, '6d', '6 days ago'],
    [7 * 86_400, '1w', '1 week ago'],
    [55 * 86_400, '7w', '7 weeks ago'],
    [56 * 86_400, '2026-09-01', 'on 2026-09-01'],
  ])('%i seconds read as %s', (seconds, short, label) => {
    expect(feedAge(seconds, '2026-09-01T10:00:00.000Z')).toBe(short);
    expect(feedAgeLabel(seconds, '2026-09-01T10:00:00.000Z')).toBe(label);
  });
});
