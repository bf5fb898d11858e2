import { widgetDefinitions, type Widget } from '../../../shared/contracts/widgets.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The words a widget's name is made of, in the reader's language (widgetWords.ts); English by default. */
export interface WidgetNameWords {
  /** A kind's title; a kind newer than this page (loaded before an update) gets a plain word. */
  kind: (kind: string) => string;
  named: (kind: string, detail: string) => string;
  service: (link: string) => string;
}

export const englishWidgetWords: WidgetNameWords = {
  kind: (kind) => (widgetDefinitions as Partial<Record<string, { title: string }>>)[kind]?.title ?? 'Widget',
  named: (kind, detail) => `${kind}: ${detail}`,
  service: (link) => `Service: ${link}`,
};

/**
 * A widget's name for its title, buttons and drag announcements; two clocks or notes must be told
 * apart: "Clock: Tokyo", "Note: Shopping", "Service: NAS" (`linkNames`: the user's link names by id).
 */
export function widgetName(widget: Pick<Widget, 'kind' | 'config'>, linkNames?: ReadonlyMap<string, string>, words: WidgetNameWords = englishWidgetWords): string {
  const title = words.kind(widget.kind);
  switch (widget.kind) {
    case 'clock': {
      const zone = text(widget.config.timeZone);
      const place = text(widget.config.label).trim() || (zone === 'local' || !zone ? '' : (zone.split('/').at(-1) ?? zone).replaceAll('_', ' '));
      return place ? words.named(title, place) : title;
    }
    case 'note': {
      const first = text(widget.config.markdown)
        .split('\n')
        .map((line) => line.replace(/^[#>\-*+\s]+/, '').replace(/[*_`[\]]/g, '').trim())
        .find(Boolean);
      return first ? words.named(title, first.length > 30 ? `${first.slice(0, 29)}…` : first) : title;
    }
    case 'service': {
      const link = linkNames?.get(text(widget.config.linkId));
      return link ? words.service(link) : title;
    }
    case 'search':
    case 'weather':
    case 'calendar':
    case 'hostStats':
    case 'feed':
      return title;
  }
  return title;
}
