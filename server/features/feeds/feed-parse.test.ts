// The parts of reading a feed document the API tests do not reach: titles as text, relative and
// unsafe addresses, dates missing, and what is refused with which message.
import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parse.js';

const base = 'https://news.example/blog/feed.xml';
const read = (text: string, type = 'application/xml') => parseFeed(Buffer.from(text), type, base);

describe('parseFeed', () => {
  it('reads titles as text (markup dropped, escaped entities decoded), resolves relative links and drops unsafe ones', async () => {
    const feed = await read(`<?xml version="1.0"?><rss version="2.0"><channel><title>T &amp;amp; co</title><link>https://news.example/</link><description>d</description>
      <item><title>Ada&amp;#8217;s &lt;b&gt;lab&lt;/b&gt;</title><link>/posts/1</link><guid>1</guid></item>
      <item><title>Bad link</title><link>javascript:alert(1)</link><guid>2</guid><enclosure url="data:image/png;base64,AA" type="image/png"/></item>
    </channel></rss>`);
    expect(feed.title).toBe('T & co');
    expect(feed.items).toMatchObject([
      { guid: '1', title: 'Ada\u2019s lab', link: 'https://news.example/posts/1', publishedAt: null },
      { guid: '2', title: 'Bad link', link: null, thumbnail: null },
    ]);
  });

  it('reads RSS 1.0 (RDF) too', async () => {
    const feed = await read(`<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
      <channel rdf:about="https://news.example/"><title>RDF site</title><link>https://news.example/</link><description>d</description></channel>
      <item rdf:about="https://news.example/a"><title>First</title><link>https://news.example/a</link></item></rdf:RDF>`);
    expect(feed).toMatchObject({ title: 'RDF site', items: [{ title: 'First', link: 'https://news.example/a' }] });
  });

  it('refuses XML that is no feed, JSON that is no JSON Feed, broken JSON and an HTML page, each saying so', async () => {
    await expect(read('<?xml version="1.0"?><note><to>me</to></note>')).rejects.toMatchObject({ kind: 'not-a-feed', message: 'The address answered something that is not an RSS, Atom or JSON feed.' });
    await expect(read('{"items": []}', 'application/json')).rejects.toMatchObject({ kind: 'not-a-feed', message: 'The address answered JSON that is not a JSON Feed (version https://jsonfeed.org/version/1.1 with items).' });
    await expect(read('{"version": ', 'application/feed+json')).rejects.toMatchObject({ message: 'The address answered broken JSON, not a JSON Feed.' });
    await expect(read('\uFEFF  <!-- hi --><html><body>x</body></html>', 'text/html')).rejects.toMatchObject({ message: 'The address is a web page (HTML), not a feed. Look on the page for its RSS or Atom link.' });
  });
});
