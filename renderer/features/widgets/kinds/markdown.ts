/**
 * A small Markdown reader for notes: headings, paragraphs, lists, quotes, code, emphasis and
 * links. It builds a tree that React renders as elements, never an HTML string, so whatever a note
 * holds (`<script>`, `<img onerror>`) shows as text. Links keep only http(s) and mailto targets.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; text: string };

/** The link target if it is safe to follow, else null (the link shows as its text). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const inlinePattern = /(`[^`\n]+`)|(\*\*[^*\n]+?\*\*)|(\*[^*\n]+?\*|_[^_\n]+?_)|(\[[^\]\n]+\]\([^)\s]+\))/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      pushText(out, rest);
      break;
    }
    if (match.index > 0) pushText(out, rest.slice(0, match.index));
    const [token, code, strong, em, link] = match;
    if (code) out.push({ type: 'code', text: code.slice(1, -1) });
    else if (strong) out.push({ type: 'strong', children: parseInline(strong.slice(2, -2)) });
    else if (em) out.push({ type: 'em', children: parseInline(em.slice(1, -1)) });
    else if (link) {
      const split = link.indexOf('](');
      const label = parseInline(link.slice(1, split));
      const href = safeHref(link.slice(split + 2, -1));
      if (href) out.push({ type: 'link', href, children: label });
      else out.push(...label);
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
}

/** Line ends inside a paragraph become breaks, as people expect in a note. */
function pushText(out: Inline[], text: string): void {
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ type: 'break' });
    if (line) out.push({ type: 'text', text: line });
  });
}

const bullet = /^\s*[-*+]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const collect = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i]!)) taken.push(lines[i++]!);
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      i++;
      const code = collect((l) => !l.startsWith('```'));
      i++;
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: Math.min(heading[1]!.length, 3) as 1 | 2 | 3, children: parseInline(heading[2]!.trim()) });
      i++;
      continue;
    }
    const listPattern = bullet.test(line) ? bullet : numbered.test(line) ? numbered : null;
    if (listPattern) {
      const items = collect((l) => listPattern.test(l)).map((l) => parseInline(listPattern.exec(l)![1]!));
      blocks.push({ type: 'list', ordered: listPattern === numbered, items });
      continue;
    }
    if (line.startsWith('>')) {
      const quote = collect((l) => l.startsWith('>')).map((l) => l.replace(/^>\s?/, ''));
      blocks.push({ type: 'quote', children: parseInline(quote.join('\n')) });
      continue;
    }
    const para = collect((l) => l.trim() !== '' && !l.startsWith('```') && !/^#{1,6}\s/.test(l) && !bullet.test(l) && !numbered.test(l) && !l.startsWith('>'));
    blocks.push({ type: 'paragraph', children: parseInline(para.join('\n')) });
  }
  return blocks;
}
