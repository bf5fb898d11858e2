import { describe, expect, it } from 'vitest';
import { sanitizeCardHtml, sanitizePageHtml } from './sanitize.js';

describe('sanitizePageHtml', () => {
  it('keeps formatting, headings, lists, links and code', async () => {
    const html = '<h2>Title</h2><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><pre><code>x = 1</code></pre><blockquote>q</blockquote><a href="https://example.org">link</a>';
    const clean = await sanitizePageHtml(html);
    for (const part of ['<h2>Title</h2>', '<strong>bold</strong>', '<em>it</em>', '<li>one</li>', '<code>x = 1</code>', '<blockquote>q</blockquote>', 'href="https://example.org"']) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops scripts, iframes, event handlers and javascript: URLs', async () => {
    const clean = await sanitizePageHtml(
      '<p onclick="alert(1)">hi</p><script>alert(2)</script><iframe src="https://evil"></iframe><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)"><img src="data:image/png;base64,AAAA">',
    );
    expect(clean).not.toMatch(/onclick|onerror|<script|alert\(2\)|<iframe|javascript:|data:/i);
    expect(clean).toContain('<p>hi</p>');
  });

  it('keeps harmless inline styles and drops the rest', async () => {
    const clean = await sanitizePageHtml('<p style="text-align: center; background-image: url(https://x/y.png)">c</p>');
    expect(clean).toContain('text-align:center');
    expect(clean).not.toContain('background-image');
  });
});

describe('sanitizeCardHtml', () => {
  it('drops forms, inputs and buttons that could post anywhere', async () => {
    const clean = await sanitizeCardHtml('<div class="stat"><form action="https://evil"><input name="a"><button>go</button></form><span>12</span></div>');
    expect(clean).not.toMatch(/<form|<input|<button/);
    expect(clean).toContain('<span>12</span>');
  });
});
