import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { integrationMessages } from '../../shared/messages.js';
import { fillTemplate, renderCard } from '../../server/features/integrations/templates.js';
import { writePackage } from '../helpers/integrations.js';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hearth-templates-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('integration templates', () => {
  it('escapes a value holding a script', () => {
    expect(fillTemplate('<p>{{a}}</p>', [{ key: '{{a}}', value: '<script>alert(1)</script>' }])).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('keeps $& and $1 in values as text', () => {
    expect(fillTemplate('<p>{{a}}</p>', [{ key: '{{a}}', value: 'cost $& and $1 $$' }])).toBe('<p>cost $&amp; and $1 $$</p>');
  });

  it('replaces every occurrence of a key', () => {
    expect(fillTemplate('{{n}} + {{n}} = {{sum}}, {{n}}', [{ key: '{{n}}', value: 2 }, { key: '{{sum}}', value: 4 }])).toBe('2 + 2 = 4, 2');
  });

  it('fills in one pass: a value holding another key stays text, so five variables cannot grow a card to 100 MB', () => {
    const chain = [1, 2, 3, 4, 5].map((n) => ({ key: `{{v${n}}}`, value: `{{v${n + 1}}}`.repeat(40) }));
    expect(fillTemplate('{{v1}}', chain)).toBe('{{v2}}'.repeat(40));
    expect(fillTemplate('<p>{{a}}</p>', [{ key: '{{a}}', value: '{{{b}}}' }, { key: '{{{b}}}', value: '<img src=x onerror=alert(1)>' }])).toBe('<p>{{{b}}}</p>');
  });

  it('refuses a card past its size before building it, with a message a person can read', () => {
    const template = '{{big}}'.repeat(1000);
    const started = process.memoryUsage().heapUsed;
    expect(() => fillTemplate(template, [{ key: '{{big}}', value: 'x'.repeat(100_000) }])).toThrow(integrationMessages.cardTooLarge(1000));
    // 100 MB of card would have been built and held; nothing near that was.
    expect(process.memoryUsage().heapUsed - started).toBeLessThan(20 * 1024 * 1024);
    expect(fillTemplate('{{x}}', [{ key: '{{x}}', value: 'y'.repeat(900_000) }])).toHaveLength(900_000);
  });

  it('ignores malformed variables', () => {
    expect(fillTemplate('{{a}}', [null, 'x', { key: '' }, { value: 1 }])).toBe('{{a}}');
    expect(fillTemplate('{{a}}', { '{{a}}': 1 })).toBe('{{a}}');
  });

  it('sanitises the rendered card: no handlers, scripts, forms, iframes or javascript: links', async () => {
    const hostile =
      '<div onclick="steal()" class="x">{{v}}</div><script>alert(1)</script><form action="/x"><input name="a"></form><iframe src="http://127.0.0.1/"></iframe><a href="javascript:alert(1)">j</a><img src="http://127.0.0.1/a.png" onerror="x()">';
    const dir = writePackage(root, { appId: 'tpl.app', appJs: '', templates: { 'r.tpl': hostile, 'm-r.tpl': '<b onmouseover="x()">{{v}}</b>' } });
    const card = await renderCard(dir, 'r.tpl', [{ key: '{{v}}', value: 'ok' }], 'javascript:alert(1)');
    expect(card.html).toBe('<div class="x">ok</div><a>j</a><img src="http://127.0.0.1/a.png" />');
    expect(card.fullHtml).toBe('<b>ok</b>');
    expect(card.background).toBeNull();
    expect((await renderCard(dir, 'r.tpl', [], 'https://i.ytimg.com/vi/x/hq.jpg')).background).toBe('https://i.ytimg.com/vi/x/hq.jpg');
  });

  it('refuses template names that leave the templates folder', async () => {
    const dir = writePackage(root, { appId: 'tpl2.app', appJs: '' });
    await expect(renderCard(dir, '../manifest.json', [], null)).rejects.toMatchObject({ status: 502 });
    expect((await renderCard(dir, 'response.tpl', [], null)).fullHtml).toBeNull();
  });
});

describe('markup variables', () => {
  it('inserts a {{{key}}} value as markup and a {{key}} value as text', () => {
    const filled = fillTemplate('<div>{{{rows}}}</div><p>{{name}}</p>', [{ key: '{{{rows}}}', value: '<b>1</b>' }, { key: '{{name}}', value: '<b>x</b>' }]);
    expect(filled).toBe('<div><b>1</b></div><p>&lt;b&gt;x&lt;/b&gt;</p>');
  });
});
