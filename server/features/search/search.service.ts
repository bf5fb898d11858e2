import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/index.js';
import { searchResultLimit, type SearchAnswer, type SearchHit, type SearchKind } from '../../../shared/contracts/search.js';
import type { ListingType } from '../../../shared/contracts/listings.js';
import { editDistance, prefixMatch, quoted, searchTerms, typoAllowance } from './search-query.js';
import * as repo from './search.repo.js';

/** Documents read from each index before ranking (names first); the answer keeps `searchResultLimit`. */
const candidates = 80;
/** Vocabulary words read per typo-tolerant term, and the spellings kept. */
const vocabularyScan = 5000;
const spellingsKept = 6;

const listingKind: Record<ListingType, SearchKind> = { link: 'link', category: 'folder', todo: 'todoList', snippet: 'snippetList', stream: 'camera' };

interface Ranked extends SearchHit {
  score: number;
}

function hit(fields: Partial<SearchHit> & Pick<SearchHit, 'kind' | 'id' | 'title'>): SearchHit {
  return { detail: '', url: null, localUrl: null, parentId: null, completed: false, canWake: false, ...fields };
}

function host(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** A link's line under its name: its host, then its description (what a person may have searched). */
function linkDetail(url: string | null, description: string | null): string {
  return [host(url), description ?? ''].filter(Boolean).join(' · ');
}

/**
 * The palette's MATCH texts: scoped to the owner (and to accounts for super admins) inside the
 * index itself, so another user's documents are never even read, and without the kinds whose
 * feature the user has off (else they could fill the candidates and hide everything else;
 * cameras are left out by matchIndex).
 */
function scoped(owner: string, terms: string, user: UserRow, columns: '{name}' | '{name detail}'): string {
  const left = [user.networkdevices ? '' : ' NOT scope : "kinddevice"', user.authenticator ? '' : ' NOT scope : "kindtotp"'].join('');
  return `(scope : ${user.isSuperAdmin ? `(${owner} OR "accounts")` : owner} AND ${columns} : (${terms}))${left}`;
}

/** Documents whose name matches first, then (while there is room) those whose text does. */
function indexMatches(ctx: AppContext, user: UserRow, terms: string): repo.IndexMatch[] {
  const owner = repo.ownerToken(user.id);
  const cameras = { cameras: user.camerafeed };
  const byName = repo.matchIndex(ctx.db, scoped(owner, terms, user, '{name}'), candidates, cameras);
  const found = byName.map((seq) => ({ seq, score: 0 }));
  if (found.length < candidates) {
    const seen = new Set(byName);
    for (const seq of repo.matchIndex(ctx.db, scoped(owner, terms, user, '{name detail}'), candidates, cameras)) {
      if (found.length >= candidates) break;
      if (!seen.has(seq)) found.push({ seq, score: 1 });
    }
  }
  return found;
}

/**
 * Terms within a typo or two of a word the index holds, for a search that found nothing: each
 * becomes the spellings it might have meant (the term itself still matching as a prefix).
 */
function typoTerms(ctx: AppContext, terms: string[]): string | null {
  let changed = false;
  const parts = terms.map((term) => {
    const allowance = typoAllowance(term);
    if (allowance === 0) return `${quoted(term)}*`;
    const near = repo
      .vocabularyFrom(ctx.db, term[0]!, vocabularyScan)
      .map((word) => ({ word, distance: Math.min(editDistance(term, word, allowance), editDistance(term, word.slice(0, term.length), allowance)) }))
      .filter((w) => w.distance <= allowance && w.word !== term)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, spellingsKept);
    if (near.length === 0) return `${quoted(term)}*`;
    changed = true;
    return `(${[`${quoted(term)}*`, ...near.map((w) => quoted(w.word))].join(' OR ')})`;
  });
  return changed ? parts.join(' AND ') : null;
}

/** Turns matched palette documents into results, dropping kinds the user has switched off. */
function hydrate(ctx: AppContext, user: UserRow, matches: repo.IndexMatch[]): Ranked[] {
  const score = new Map(matches.map((m) => [m.seq, m.score]));
  const refs = repo.refsOf(ctx.db, matches.map((m) => m.seq));
  const ids = (kind: repo.RefKind) => refs.filter((r) => r.kind === kind).map((r) => r.ref);
  const scoreOf = new Map(refs.map((r) => [`${r.kind}:${r.ref}`, score.get(r.seq) ?? 0]));
  const at = (kind: repo.RefKind, id: string) => scoreOf.get(`${kind}:${id}`) ?? 0;

  const found: Ranked[] = [];
  for (const row of repo.listingsByIds(ctx.db, user.id, ids('listing'))) {
    const kind = listingKind[row.type];
    if (kind === 'camera' && !user.camerafeed) continue;
    const isLink = kind === 'link';
    found.push({
      ...hit({ kind, id: row.id, title: row.name, parentId: row.parentId, url: isLink ? row.url : null, localUrl: isLink ? row.localUrl : null, detail: isLink ? linkDetail(row.url, row.description) : '' }),
      score: at('listing', row.id),
    });
  }
  const todos = repo.todosByIds(ctx.db, user.id, ids('todo'));
  const lists = repo.listingNames(ctx.db, user.id, [...new Set(todos.map((t) => t.listingId))]);
  for (const row of todos) {
    found.push({ ...hit({ kind: 'todo', id: row.id, title: row.name, parentId: row.listingId, completed: row.completed, detail: lists.get(row.listingId) ?? '' }), score: at('todo', row.id) });
  }
  for (const row of repo.pagesByIds(ctx.db, user.id, ids('page'))) {
    found.push({ ...hit({ kind: 'page', id: row.id, title: row.name }), score: at('page', row.id) });
  }
  if (user.networkdevices) {
    for (const row of repo.devicesByIds(ctx.db, user.id, ids('device'))) {
      found.push({ ...hit({ kind: 'device', id: row.id, title: row.name, detail: row.ip ?? '', canWake: row.canWake }), score: at('device', row.id) });
    }
  }
  if (user.authenticator) {
    for (const row of repo.totpByIds(ctx.db, user.id, ids('totp'))) {
      found.push({ ...hit({ kind: 'totp', id: row.id, title: row.name, detail: row.account }), score: at('totp', row.id) });
    }
  }
  if (user.isSuperAdmin) {
    for (const row of repo.usersByIds(ctx.db, ids('user'))) {
      found.push({ ...hit({ kind: 'user', id: row.id, title: row.name, detail: row.fullName }), score: at('user', row.id) });
    }
  }
  return found;
}

function snippetHits(ctx: AppContext, user: UserRow, terms: string): Ranked[] {
  const owner = repo.ownerToken(user.id);
  const byTitle = repo.matchSnippets(ctx.db, `scope : ${owner} AND title : (${terms})`, candidates).map((row) => ({ ...row, score: 0 }));
  const seen = new Set(byTitle.map((row) => row.seq));
  const byText =
    byTitle.length < candidates
      ? repo
          .matchSnippets(ctx.db, `scope : ${owner} AND {title filenames code} : (${terms})`, candidates)
          .filter((row) => !seen.has(row.seq))
          .map((row) => ({ ...row, score: 1 }))
      : [];
  const rows = [...byTitle, ...byText].slice(0, candidates);
  const lists = repo.listingNames(ctx.db, user.id, [...new Set(rows.map((r) => r.listingId))]);
  return rows.map((row) => ({ ...hit({ kind: 'snippet', id: row.id, title: row.title, parentId: row.listingId, detail: lists.get(row.listingId) ?? '' }), score: row.score }));
}

/**
 * Best first: a title that is the query, then titles starting with it, then titles with a word
 * starting with it, then titles holding it; matches by name before matches in the text; shorter
 * titles (closer to what was typed) before longer ones.
 */
function rank(found: Ranked[], query: string): SearchHit[] {
  const q = query.trim().toLowerCase();
  const weight = (r: Ranked) => {
    const title = r.title.toLowerCase();
    const place = title === q ? 0 : title.startsWith(q) ? 1 : title.split(/\s+/).some((word) => word.startsWith(q)) ? 2 : title.includes(q) ? 3 : 4;
    return place * 10 + r.score * 5 + Math.min(title.length, 200) / 1000;
  };
  return found
    .map((r) => ({ r, w: weight(r) }))
    .sort((a, b) => a.w - b.w || a.r.title.localeCompare(b.r.title))
    .slice(0, searchResultLimit)
    .map(({ r }) => {
      const { score: _score, ...rest } = r;
      return rest;
    });
}

/** GET /search: every kind the user holds that matches, best first, in one answer. */
export function search(ctx: AppContext, user: UserRow, query: string): SearchAnswer {
  const terms = searchTerms(query);
  const match = prefixMatch(terms);
  if (match === null) return { query, hits: [] };
  const run = (expression: string) => [...hydrate(ctx, user, indexMatches(ctx, user, expression)), ...snippetHits(ctx, user, expression)];
  let found = run(match);
  if (found.length === 0) {
    const fuzzy = typoTerms(ctx, terms);
    if (fuzzy !== null) found = run(fuzzy);
  }
  return { query, hits: rank(found, query) };
}
