import { Parser } from 'htmlparser2';
import { badRequest } from '../../http/errors.js';
import { importMessages } from '../../../shared/messages.js';
import { maxReadDepth, TreeBuilder, type ParsedFolder, type ParsedImport } from './import-tree.js';

/**
 * The Netscape bookmark file that Chrome, Firefox, Edge and Safari export: nested
 * `<DL><DT><H3>Folder</H3><DL>…</DL>` lists with `<DT><A HREF="…">Name</A>` links. Read with a
 * streaming parser (no DOM, no scripts run); each H3 names the folder of the DL after it. Links
 * outside any folder (Firefox's menu) go into a "Bookmarks" folder. A <DD> after a link is its
 * description. A favicon the browser wrote in (`ICON="data:…"`) is the link's embedded icon; a
 * favicon address (`ICON_URI`, Firefox) is its icon reference, downloaded only when allowed.
 */
interface Anchor {
  text: string;
  href: string;
  attributes: Record<string, string>;
}

/**
 * A bookmark's icons: ICON holds the picture itself as a data: URL (Chrome, Firefox); ICON_URI
 * names where the browser got it (Firefox). Older exports put an address in ICON. The picture
 * in the file wins: it needs no download.
 */
export function iconsOf(attributes: Record<string, string>): { embeddedIcon: string | null; icon: string | undefined } {
  const icon = attributes.icon?.trim() ?? '';
  const embedded = /^data:/i.test(icon);
  const address = attributes.icon_uri?.trim() || (!embedded && icon ? icon : undefined);
  return { embeddedIcon: embedded ? icon : null, icon: embedded ? undefined : address };
}

export function parseBookmarks(text: string): ParsedImport {
  if (!/<!DOCTYPE\s+NETSCAPE-Bookmark-file-1>/i.test(text.slice(0, 4096)) && !/<dl[\s>]/i.test(text)) {
    throw badRequest(importMessages.unreadable('bookmarks', 'it is not a bookmarks HTML export (no <DL> list).'));
  }
  const tree = new TreeBuilder('Bookmarks');
  /** The folder each open DL fills; null at the top. */
  const open: (ParsedFolder | null)[] = [];
  let heading: { text: string } | null = null;
  let anchor: Anchor | null = null;
  // A link is added once what follows it is known: a <DD> after it is its description.
  let pending: (Anchor & { folder: ParsedFolder | null; description: string | null }) | null = null;
  const flush = () => {
    if (pending) tree.link(pending.folder, pending.text, pending.href, [], { description: pending.description ?? undefined, ...iconsOf(pending.attributes) });
    pending = null;
  };
  let named: ParsedFolder | null = null;
  let tooDeep = 0;
  const current = () => (open.length > 0 ? (open[open.length - 1] ?? null) : null);

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'dd' && pending) {
          pending.description = '';
          return;
        }
        if (name === 'dt' || name === 'dl' || name === 'h3') flush();
        if (name === 'dl') {
          if (open.length >= maxReadDepth) {
            tooDeep += 1;
            tree.warn(importMessages.tooDeep(maxReadDepth));
            return;
          }
          open.push(named ?? current());
          named = null;
        } else if (name === 'h3') heading = { text: '' };
        else if (name === 'a') anchor = { text: '', href: attributes.href ?? '', attributes };
      },
      ontext(data) {
        if (anchor) anchor.text += data;
        else if (heading) heading.text += data;
        else if (pending && pending.description !== null) pending.description += data;
      },
      onclosetag(name) {
        if (name === 'dl') {
          flush();
          if (tooDeep > 0) tooDeep -= 1;
          else open.pop();
        } else if (name === 'h3' && heading) {
          named = tree.folder(current(), heading.text);
          heading = null;
        } else if (name === 'a' && anchor) {
          flush();
          pending = { ...anchor, folder: current(), description: null };
          anchor = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(text);
  parser.end();
  flush();
  return tree.result();
}
