import { describe, expect, it } from 'vitest';
import { escapeHtml, incidentHtml } from './incident-text.js';

describe('incident text', () => {
  it('keeps plain text as text, line breaks included', () => {
    expect(incidentHtml('NAS <b>down</b>\nrebooting\n\nback soon', 'text')).toBe('<p>NAS &lt;b&gt;down&lt;/b&gt;<br>rebooting</p><p>back soon</p>');
    expect(incidentHtml('**not bold**', 'text')).toBe('<p>**not bold**</p>');
  });

  it('renders the Markdown subset: bold, emphasis, code, lists, headings, http(s) links', () => {
    expect(incidentHtml('**Disk** is *full*, see `df -h`', 'markdown')).toBe('<p><strong>Disk</strong> is <em>full</em>, see <code>df -h</code></p>');
    expect(incidentHtml('- one\n- two', 'markdown')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(incidentHtml('## Update', 'markdown')).toBe('<h4>Update</h4>');
    expect(incidentHtml('[notes](https://example.com/a?b=1&c=2)', 'markdown')).toBe('<p><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">notes</a></p>');
  });

  it('lets no markup or script through Markdown', () => {
    const html = incidentHtml('<img src=x onerror=alert(1)> [x](javascript:alert(1)) [y](https://a.example/"onmouseover="alert(1))', 'markdown');
    expect(html).not.toMatch(/<img|href="javascript|"onmouseover/);
    expect(html).toContain('&lt;img');
  });

  it('escapes every HTML special', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
