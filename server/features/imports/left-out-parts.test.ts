// Issue 41 item 3: parts of an entry Hearth does not carry are said once, naming the entries:
// Homepage's search keywords and bookmark letters, Dashy's header navigation links.
import { describe, expect, it } from 'vitest';
import { importMessages } from '../../../shared/messages.js';
import { parseDashy } from './dashy.parse.js';
import { parseHomepage } from './homepage.parse.js';
import { droppedParts } from './import-tree.js';

describe('Homepage keywords and abbr', () => {
  it('names the services and bookmarks whose keywords are left out, a list or one word', () => {
    const services = ['- Lab:', '    - Wiki:', '        href: https://wiki.example.org/', '        keywords: [docs, notes]', '    - NAS:', '        href: https://nas.example.org/', '        keywords: storage', '    - Bare:', '        href: https://bare.example.org/', '        keywords: []'].join('\n');
    const bookmarks = ['- Dev:', '    - Code:', '        - href: https://code.example.org/', '          keywords:', '            - git'].join('\n');
    expect(parseHomepage(services, bookmarks).warnings).toEqual([importMessages.notCarried(droppedParts.keywords, ['Wiki', 'NAS', 'Code'])]);
  });

  it('names bookmarks whose letters stand in for an icon, but not those that have an icon (Homepage shows the icon then)', () => {
    const bookmarks = ['- Dev:', '    - Code:', '        - abbr: CO', '          href: https://code.example.org/', '    - Docs:', '        - abbr: DO', '          icon: si-github', '          href: https://docs.example.org/', '    - Number:', '        - abbr: 42', '          href: https://n.example.org/'].join('\n');
    expect(parseHomepage('[]', bookmarks).warnings).toEqual([importMessages.notCarried(droppedParts.abbr, ['Code', 'Number'])]);
  });
});

describe('Dashy navLinks', () => {
  it('says how many header links are left out and names them, by title or else by address', () => {
    const text = ['pageInfo:', '  navLinks:', '  - title: GitHub', '    path: https://github.com/Lissy93/dashy', '  - path: https://dashy.to/docs', 'sections:', '- name: A', '  items:', '  - title: X', '    url: https://x.example.org/'].join('\n');
    const { warnings } = parseDashy(text);
    expect(warnings).toEqual([importMessages.navLinksLeftOut(['GitHub', 'https://dashy.to/docs'])]);
    expect(warnings[0]).toBe('The header’s 2 navigation links (pageInfo.navLinks) are not imported: “GitHub”, “https://dashy.to/docs”. Add them as links if you want them.');
  });

  it('words one link as one', () => {
    expect(importMessages.navLinksLeftOut(['Docs'])).toBe('The header’s 1 navigation link (pageInfo.navLinks) is not imported: “Docs”. Add it as a link if you want it.');
  });
});
