import Parser from 'rss-parser';
import { z } from 'zod';
import { feedMaxItems } from '../../../shared/contracts/feeds.js';
import { sanitizeCardHtml } from '../../html/sanitize.js';
import { FeedFetchError } from './feed-fetch.js';

/** One item as read from a document, before storage (publishedAt null: the feed gives no date). */
export interface ParsedItem {
  guid: string;
  title: string;
  link: string | null;
  publishedAt: number | null;
  thumbnail: string | null;
  summaryHtml: string;
}

export interface ParsedFeed {
  title: string | null;
  items: ParsedItem[];
}

/** JSON Feed 1.0 and 1.1 (https://www.jsonfeed.org/version/1.1/): only the fields Hearth shows. */
const jsonFeedSchema = z.object({
  version: z.string().regex(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/),
  title: z.string().optional(),
  items: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      url: z.string().optional(),
      external_url: z.string().optional(),
      title: z.string().optional(),
      content_html: z.string().optional(),
      content_text: z.string().optional(),
      summary: z.string().optional(),
      image: z.string().optional(),
      banner_image: z.string().optional(),
      date_published: z.string().optional(),
      date_modified: z.string().optional(),
    }),
  ),
});

interface MediaNode {
  $?: { url?: string; medium?: string; type?: string };
}
interface ExtraFields {
  'media:thumbnail'?: MediaNode | MediaNode[];
  'media:content'?: MediaNode | MediaNode[];
  'itunes:image'?: MediaNode | string;
}

const rss = new Parser<Record<string, unknown>, ExtraFields>({
  customFields: { item: ['media:thumbnail', 'media:content', 'itunes:image'] },
});

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A title as text: markup dropped and the entities an HTML title keeps (often escaped twice) decoded. */
function plain(text: string | undefined): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, code: string) => {
      const point = code[0] !== '#' ? null : code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      if (point === null) return named[code.toLowerCase()] ?? whole;
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An address the widget may follow or show: http(s) only, relative ones resolved against the feed. */
function webAddress(value: string | undefined | null, base: string): string | null {
  if (!value) return null;
  const url = URL.parse(value.trim(), base);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

function time(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

function first<T>(value: T | T[] | undefined): T | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function rssThumbnail(item: Parser.Item & ExtraFields): string | undefined {
  const thumb = first(item['media:thumbnail'])?.$?.url;
  if (thumb) return thumb;
  const contents = item['media:content'];
  const image = (Array.isArray(contents) ? contents : contents ? [contents] : []).find((c) => c.$?.medium === 'image' || c.$?.type?.startsWith('image/'));
  if (image?.$?.url) return image.$.url;
  if (item.enclosure?.type?.startsWith('image/')) return item.enclosure.url;
  const itunes = item['itunes:image'];
  return typeof itunes === 'string' ? itunes : itunes?.$?.url;
}

const notAFeed = (message: string) => new FeedFetchError('not-a-feed', message);

async function fromJson(text: string, base: string): Promise<ParsedFeed> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw notAFeed('The address answered broken JSON, not a JSON Feed.');
  }
  const parsed = jsonFeedSchema.safeParse(data);
  if (!parsed.success) throw notAFeed('The address answered JSON that is not a JSON Feed (version https://jsonfeed.org/version/1.1 with items).');
  const items = await Promise.all(
    parsed.data.items.slice(0, feedMaxItems).map(async (item) => ({
      guid: item.id,
      title: plain(item.title) || plain(item.summary) || plain(item.content_text).slice(0, 120) || 'Untitled',
      link: webAddress(item.url ?? item.external_url, base),
      publishedAt: time(item.date_published) ?? time(item.date_modified),
      thumbnail: webAddress(item.image ?? item.banner_image, base),
      summaryHtml: await sanitizeCardHtml(item.content_html ?? escapeText(item.summary ?? item.content_text ?? '')),
    })),
  );
  return { title: plain(parsed.data.title) || null, items };
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function fromXml(text: string, base: string): Promise<ParsedFeed> {
  let output: Parser.Output<ExtraFields>;
  try {
    output = await rss.parseString(text);
  } catch {
    throw notAFeed('The address answered something that is not an RSS, Atom or JSON feed.');
  }
  const items = await Promise.all(
    output.items.slice(0, feedMaxItems).map(async (item) => {
      const link = webAddress(item.link, base);
      return {
        guid: item.guid ?? (item as { id?: string }).id ?? link ?? `${item.title ?? ''}|${item.isoDate ?? ''}`,
        title: plain(item.title) || plain(item.contentSnippet).slice(0, 120) || 'Untitled',
        link,
        publishedAt: time(item.isoDate) ?? time(item.pubDate),
        thumbnail: webAddress(rssThumbnail(item), base),
        summaryHtml: await sanitizeCardHtml(item.content ?? item.summary ?? ''),
      };
    }),
  );
  return { title: plain(output.title) || null, items };
}

/**
 * Reads a fetched document as JSON Feed, RSS (0.9x, 1.0, 2.0) or Atom 1.0, whatever the content
 * type claims (many servers send feeds as text/html or text/plain). An HTML page and garbage are
 * refused with a message saying what the address answered.
 */
export async function parseFeed(body: Buffer, contentType: string, base: string): Promise<ParsedFeed> {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  const start = text.trimStart().slice(0, 512).toLowerCase();
  if (start.startsWith('{') || /json/.test(contentType)) return fromJson(text, base);
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || /^<[^>]*>\s*<html/.test(start)) {
    throw notAFeed('The address is a web page (HTML), not a feed. Look on the page for its RSS or Atom link.');
  }
  if (!start.startsWith('<')) throw notAFeed('The address answered something that is not an RSS, Atom or JSON feed.');
  return fromXml(text, base);
}
