import DOMPurify from 'dompurify';
import { useMemo, type Ref } from 'react';

const purifyConfig = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'script', 'link', 'meta', 'base'],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
};

// Links in server-made HTML (pages, integration cards) leave Hearth in a new tab without window.opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** HTML sanitised again in the browser before it is shown (the server sanitised it on save too). */
export function sanitizeForDisplay(html: string): string {
  return DOMPurify.sanitize(html, purifyConfig);
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Renders HTML that came from a page or an integration card, sanitised once more. */
export function SafeHtml({ html, className, ref }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
