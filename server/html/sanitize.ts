import type sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';

type Sanitize = typeof sanitizeHtml;

// sanitize-html (with postcss) takes ~70 ms to load: it is loaded on first use, not at start-up.
let loaded: Promise<Sanitize> | null = null;
function sanitizer(): Promise<Sanitize> {
  loaded ??= import('sanitize-html').then((m) => m.default);
  return loaded;
}

/** Styles a rich-text editor or a card template may set; anything else is dropped. */
const safeStyles: IOptions['allowedStyles'] = {
  '*': {
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'white-space': [/^[a-z-]+$/],
    'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
    'font-style': [/^(normal|italic|oblique)$/],
    'font-size': [/^[\d.]+(px|em|rem|%)$/],
    'text-decoration': [/^[a-z -]+$/],
    color: [/^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\)|var\(--[a-z0-9-]+\))$/i],
    'background-color': [/^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\)|var\(--[a-z0-9-]+\))$/i],
    width: [/^[\d.]+(px|em|rem|%)$/],
    'max-width': [/^[\d.]+(px|em|rem|%)$/],
    margin: [/^[\d.\s]+(px|em|rem|%)?[\d.\s(px|em|rem|%)]*$/],
    padding: [/^[\d.\s]+(px|em|rem|%)?[\d.\s(px|em|rem|%)]*$/],
    display: [/^(block|inline|inline-block|flex|grid|none)$/],
    gap: [/^[\d.]+(px|em|rem)$/],
    'justify-content': [/^[a-z-]+$/],
    'align-items': [/^[a-z-]+$/],
    'flex-direction': [/^[a-z-]+$/],
    'flex-wrap': [/^[a-z-]+$/],
    opacity: [/^[\d.]+$/],
    'border-radius': [/^[\d.]+(px|em|rem|%)$/],
  },
};

const textTags = ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'span', 'div', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'figure', 'figcaption', 'dl', 'dt', 'dd'];

const base: IOptions = {
  allowedTags: textTags,
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'dir', 'lang', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    li: ['value'],
    code: ['data-language', 'data-highlight-language'],
    pre: ['data-language', 'spellcheck'],
  },
  allowedStyles: safeStyles,
  // Links and images: web addresses, in-app paths and mail only; never javascript: or data:.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave Hearth in a new tab, without handing it window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' || /^https?:/i.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * A custom page's HTML as it may be stored and shown: formatting, links and images only; no
 * script, style or iframe elements, no event handlers, no javascript: or data: URLs.
 */
export async function sanitizePageHtml(html: string): Promise<string> {
  return (await sanitizer())(html, base);
}

/**
 * An integration card's rendered template (and the HTML Code app's user HTML): the same rules,
 * and forms are dropped too, so a card can't post anywhere.
 */
export async function sanitizeCardHtml(html: string): Promise<string> {
  return (await sanitizer())(html, base);
}
