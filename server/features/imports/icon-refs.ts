import { normaliseUrl } from '../../../shared/contracts/urls.js';

/**
 * How an imported link's icon reference (issue 41 item 2) becomes a Hearth icon. Peers name
 * icons in their own vocabularies: Homepage `si-sonarr`, `mdi-flask`, `sonarr.png` (a
 * dashboard-icons name) or a URL; Dashy `si-`, `hl-` (homelab/dashboard-icons), `mdi-`, `fa-`,
 * `favicon` or a URL; Homarr a URL, usually into the dashboard-icons CDN; a browser's bookmark
 * its favicon's address (ICON_URI; its embedded picture is read elsewhere). A brand name resolves
 * to the offline Simple Icons set when it has that brand; anything else that names a fetchable
 * picture becomes a remote reference (fetched only when the user allows it); the rest falls back
 * to the generic link icon with the reason said.
 */
export type IconRefResult =
  | { kind: 'brand'; slug: string }
  | { kind: 'remote'; url: string }
  | { kind: 'generic'; reason: GenericReason };

/** Why a reference keeps the generic icon; the preview words each one. */
export type GenericReason = 'mdi' | 'fontawesome' | 'local-file' | 'unknown-brand' | 'unreadable' | 'generative' | 'emoji';

/** An emoji as Dashy takes one: the character itself, a `:shortcode:` or a `U+1F680` code point. */
const emojiRef = /^(?:(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3|\s)+|:[a-z0-9_+-]+:|U\+[0-9a-f]{4,6})$/iu;

export type IconFormat = 'homepage' | 'dashy' | 'homarr' | 'bookmarks';

/** What the offline set holds: answers whether a Simple Icons slug exists. */
export type HasBrand = (slug: string) => boolean;

/** The dashboard-icons CDN Homepage and Dashy fetch names from (both read this repository). */
export const dashboardIconsBase = 'https://cdn.jsdelivr.net/gh/homarr-labs/dashboard-icons';

const maxRefLength = 2048;

/**
 * Material Design Icons names that are brand logos (its "Brand / Logo" tag). Only these map to
 * Simple Icons: most MDI names are symbols, and a symbol named like a brand (mdi-rocket) must not
 * become that brand's logo (Rocket, the web framework). MDI itself is not installed here, so
 * the list is kept by hand; any other mdi- name keeps the generic icon, and the preview says so.
 */
const mdiBrands = new Set([
  'amazon', 'android', 'angular', 'apple', 'arch', 'bitbucket', 'centos', 'debian', 'discord', 'docker', 'dropbox', 'facebook',
  'fedora', 'firefox', 'git', 'github', 'gitlab', 'google', 'google-chrome', 'google-drive', 'home-assistant', 'instagram', 'jenkins', 'jira',
  'kubernetes', 'language-go', 'language-javascript', 'language-python', 'language-rust', 'language-typescript', 'linux', 'mastodon',
  'microsoft', 'netflix', 'nodejs', 'npm', 'plex', 'raspberry-pi', 'react', 'reddit', 'redhat', 'slack', 'spotify', 'steam', 'trello',
  'twitch', 'twitter', 'ubuntu', 'vuejs', 'whatsapp', 'wikipedia', 'youtube',
]);
/** MDI brand names whose Simple Icons slug is not the name's own. */
const mdiSlugs: Record<string, string> = { arch: 'archlinux', nodejs: 'nodedotjs', vuejs: 'vuedotjs', twitter: 'x' };

/**
 * Simple Icons slugs as the project makes them from titles (its slugs.md rules for the common
 * marks), so `home-assistant`, `Home Assistant` and `homeassistant` all find `homeassistant`.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/&/g, 'and')
    .replace(/\./g, 'dot')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
}

/** The brand of a dashboard-icons style file name: `sonarr.png`, `github-light.svg`, `adguard-home`. */
function brandOfFileName(file: string, hasBrand: HasBrand): string | null {
  const base = file.replace(/\.(png|svg|webp|jpe?g|ico|gif)$/i, '').replace(/-(light|dark)$/i, '');
  const candidates = [base, base.replace(/-home$/i, ''), base.replace(/-(server|app)$/i, '')];
  for (const candidate of candidates) {
    const slug = slugOf(candidate);
    if (slug && hasBrand(slug)) return slug;
  }
  return null;
}

/** `si-sonarr`, `si-sonarr-#ffffff`, `si-home-assistant`: Simple Icons by slug, a colour suffix dropped. */
function simpleIconName(rest: string): string {
  return rest.replace(/-#?[0-9a-f]{3,8}$/i, '');
}

/** A full web address: its brand when it points into a dashboard-icons or Simple Icons CDN path. */
function fromUrl(text: string, hasBrand: HasBrand): IconRefResult {
  const url = normaliseUrl(text);
  if (url === null) return { kind: 'generic', reason: 'unreadable' };
  const path = new URL(url).pathname;
  const file = /\/(?:png|svg|webp)\/([^/]+)$/i.exec(path)?.[1] ?? /\/simple-icons@?[^/]*\/icons\/([^/]+)\.svg$/i.exec(path)?.[1];
  if (file && /dashboard-icons|simple-icons|selfh\.st|walkxcode/i.test(url)) {
    const slug = brandOfFileName(decodeURIComponent(file), hasBrand);
    if (slug) return { kind: 'brand', slug };
  }
  return { kind: 'remote', url };
}

export interface IconRefContext {
  format: IconFormat;
  hasBrand: HasBrand;
  /** The link's own address: Dashy's `favicon` means that site's favicon. */
  linkUrl?: string | null;
  /** Where dashboard-icons names are fetched from (configurable so tests use a local fake). */
  dashboardIcons?: string;
}

/** Maps one icon reference; null when the file gives none. */
export function mapIconRef(raw: unknown, context: IconRefContext): IconRefResult | null {
  const { format, hasBrand, linkUrl = null } = context;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text) return null;
  if (text.length > maxRefLength) return { kind: 'generic', reason: 'unreadable' };
  if (/^https?:\/\//i.test(text)) return fromUrl(text, hasBrand);
  const lower = text.toLowerCase();
  // Firefox writes `fake-favicon-uri:<page>` for a page that had no favicon of its own: there is none to carry.
  if (format === 'bookmarks') return lower.startsWith('fake-favicon-uri:') ? null : { kind: 'generic', reason: 'unreadable' };

  // Dashy draws a generative icon from the address itself; Hearth has no such icon.
  if (format === 'dashy' && lower === 'generative') return { kind: 'generic', reason: 'generative' };
  if (emojiRef.test(text)) return { kind: 'generic', reason: 'emoji' };
  if (lower === 'favicon' || lower === 'favicon-local') {
    if (!linkUrl) return { kind: 'generic', reason: 'unreadable' };
    return { kind: 'remote', url: new URL('/favicon.ico', linkUrl).href };
  }
  if (lower.startsWith('si-')) {
    const slug = slugOf(simpleIconName(text.slice(3)));
    return hasBrand(slug) ? { kind: 'brand', slug } : { kind: 'generic', reason: 'unknown-brand' };
  }
  if (lower.startsWith('mdi-')) {
    // Material Design Icons are not bundled; only its brand logos map, to Simple Icons' own.
    const name = simpleIconName(lower.slice(4));
    const slug = mdiBrands.has(name) ? (mdiSlugs[name] ?? slugOf(name.replace(/^language-/, ''))) : '';
    return slug && hasBrand(slug) ? { kind: 'brand', slug } : { kind: 'generic', reason: 'mdi' };
  }
  // Font Awesome: `fab fa-github` is a brand; `fas fa-rocket`, `far fa-…` are symbols, never brands.
  const fontAwesome = /^(?:(fa[bsrl]|fa-brands|fa-solid|fa-regular|fa-light)\s+)?fa-([a-z0-9-]+)$/i.exec(text);
  if (fontAwesome) {
    const style = (fontAwesome[1] ?? '').toLowerCase();
    const slug = slugOf(fontAwesome[2] ?? '');
    const mayBeBrand = style === '' || style === 'fab' || style === 'fa-brands';
    return mayBeBrand && hasBrand(slug) ? { kind: 'brand', slug } : { kind: 'generic', reason: 'fontawesome' };
  }
  // Homelab icons (Dashy's hl-) and selfh.st icons (sh-) are dashboard-icons style names.
  const named = /^(?:hl-|sh-)?([a-z0-9][a-z0-9._-]*)$/i.exec(text);
  if (named && format !== 'homarr') {
    const name = named[1] ?? '';
    const slug = brandOfFileName(name, hasBrand);
    if (slug) return { kind: 'brand', slug };
    const dashboardName = lower.startsWith('hl-') || lower.startsWith('sh-') || format === 'homepage';
    if (dashboardName) {
      const ext = /\.(png|svg|webp)$/i.exec(name)?.[1]?.toLowerCase() ?? 'png';
      const file = /\.(png|svg|webp)$/i.test(name) ? name.toLowerCase() : `${name.toLowerCase()}.png`;
      return { kind: 'remote', url: `${(context.dashboardIcons ?? dashboardIconsBase).replace(/\/+$/, '')}/${ext}/${file}` };
    }
    // Dashy: a bare file name is a picture in that Dashy's own item-icons folder.
    return { kind: 'generic', reason: 'local-file' };
  }
  // A path on the peer's own server (/icons/x.png, /imgs/logo/logo.png) cannot be reached from here.
  if (text.startsWith('/') || text.startsWith('./')) {
    const file = text.split('/').pop() ?? '';
    const slug = brandOfFileName(file, hasBrand);
    return slug ? { kind: 'brand', slug } : { kind: 'generic', reason: 'local-file' };
  }
  return { kind: 'generic', reason: 'unreadable' };
}
