import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown.js';

describe('parseMarkdown', () => {
  it('reads headings, lists, quotes, code and paragraphs with line breaks', () => {
    const blocks = parseMarkdown('# Shopping\n- milk\n- **eggs**\n\n1. one\n2. two\n\n> quoted\n\n```\nnpm test\n```\nline one\nline two');
    expect(blocks).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Shopping' }] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'milk' }], [{ type: 'strong', children: [{ type: 'text', text: 'eggs' }] }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'quote', children: [{ type: 'text', text: 'quoted' }] },
      { type: 'code', text: 'npm test' },
      { type: 'paragraph', children: [{ type: 'text', text: 'line one' }, { type: 'break' }, { type: 'text', text: 'line two' }] },
    ]);
  });

  it('keeps HTML as plain text: nothing in a note becomes markup', () => {
    expect(parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }] },
    ]);
  });
});

describe('links', () => {
  it('follow http, https and mailto targets', () => {
    expect(parseInline('[Hearth](https://example.org/a) and `code` and *soft*')).toEqual([
      { type: 'link', href: 'https://example.org/a', children: [{ type: 'text', text: 'Hearth' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'code' },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'soft' }] },
    ]);
    expect(safeHref('mailto:me@example.org')).toBe('mailto:me@example.org');
  });

  it.each(['javascript:void0', 'JaVaScRiPt:void0', 'data:text/html,<b>x</b>', 'vbscript:x', '/relative', 'file:///etc/passwd'])('shows %s as its text, not as a link', (target) => {
    expect(safeHref(target)).toBeNull();
    expect(parseInline(`[click](${target})`)).toEqual([{ type: 'text', text: 'click' }]);
  });
});
