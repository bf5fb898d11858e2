import { z } from 'zod';

/** Longest feed address kept; longer is not a feed a person typed or pasted. */
export const feedUrlMaxLength = 2000;
/** How many feeds one user may follow. */
export const maxFeedsPerUser = 100;
/** A feed is asked again no sooner than this, whoever asks: a widget refreshing faster gets the stored items. */
export const feedMinRefreshMs = 5 * 60 * 1000;
/** The most a feed document may be; a bigger (or endless) body is cut there and reported. */
export const feedMaxBytes = 2 * 1024 * 1024;
/** Items kept per feed, newest first. */
export const feedMaxItems = 100;
/** Items answered by GET /feeds/items unless `limit` asks for fewer. */
export const feedItemsDefaultLimit = 50;

export const feedMessages = {
  urlMissing: 'Enter the address of an RSS, Atom or JSON feed.',
  urlInvalid: 'The feed address must be a full http:// or https:// address, like https://example.com/feed.xml.',
  urlTooLong: `The feed address is too long (at most ${feedUrlMaxLength} characters).`,
  urlCredentials: 'Leave the user name and password out of the feed address.',
  titleTooLong: 'The feed name is too long (at most 200 characters).',
  duplicate: 'You already follow this feed.',
  tooMany: `You follow ${maxFeedsPerUser} feeds already; remove one before adding another.`,
  feedNotFound: 'This feed does not exist or was removed.',
  itemNotFound: 'This feed item does not exist or is no longer in its feed.',
  readFlag: 'read must be true or false.',
  limit: 'limit must be a whole number from 1 to 500.',
} as const;

function isWebAddress(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const feedAddSchema = z.object({
  url: z
    .string({ error: feedMessages.urlMissing })
    .trim()
    .min(1, feedMessages.urlMissing)
    .max(feedUrlMaxLength, feedMessages.urlTooLong)
    .refine(isWebAddress, feedMessages.urlInvalid)
    .refine((value) => {
      const url = URL.parse(value);
      return !url || (!url.username && !url.password);
    }, feedMessages.urlCredentials),
  title: z.string({ error: feedMessages.titleTooLong }).trim().max(200, feedMessages.titleTooLong).optional(),
});
export type FeedAdd = z.infer<typeof feedAddSchema>;

export const feedReadSchema = z.object({ read: z.boolean({ error: feedMessages.readFlag }).optional() });

/** Why a feed gave no fresh items the last time it was asked; the stored items still show. */
export const feedErrorKinds = ['unreachable', 'timeout', 'too-large', 'not-a-feed', 'http-status', 'refused', 'redirects'] as const;
export type FeedErrorKind = (typeof feedErrorKinds)[number];

export interface FeedError {
  kind: FeedErrorKind;
  message: string;
}

export interface Feed {
  id: string;
  url: string;
  /** The name the user gave, else the feed's own title, else its host. */
  title: string;
  /** ISO time of the last successful answer (200 or 304), or null before the first. */
  fetchedAt: string | null;
  error: FeedError | null;
}

export interface FeedItem {
  id: string;
  feedId: string;
  title: string;
  /** The feed's name, shown beside the item. */
  source: string;
  link: string | null;
  /** ISO time the item was published (or first seen, when the feed does not say). */
  publishedAt: string;
  /** Seconds since publishedAt, as the server counted them. */
  ageSeconds: number;
  thumbnail: string | null;
  /** The item's summary as sanitised HTML (no scripts, styles, handlers or javascript: links). */
  summaryHtml: string;
  read: boolean;
}

/** GET /feeds/items: newest first across the user's feeds, and every feed's state (its error, if any). */
export interface FeedItemsAnswer {
  items: FeedItem[];
  feeds: Feed[];
}
