import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebSearchChoice } from '../../../../shared/contracts/search.js';
import { get } from '../../../api/client.js';
import { defaultWebSearch, webSearch } from '../../palette/webSearch.js';

/** The same key as the settings screen, so a changed engine shows here at once. */
const webSearchKey = ['settings', 'web-search'] as const;

/** A search box that opens the user's web search engine (bang prefixes such as `!gh` work too). */
export function SearchWidget() {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const choice = useQuery({
    queryKey: webSearchKey,
    queryFn: ({ signal }) => get<WebSearchChoice>('/settings/web-search', { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });
  const engine = choice.data ?? defaultWebSearch;
  const target = webSearch(text, engine);
  const name = webSearch('q', engine)?.name ?? t('widgets.search.theWeb');
  return (
    <form
      className="search-widget"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (target) window.open(target.href, '_blank', 'noopener,noreferrer');
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('widgets.search.label', { engine: name })}
      </label>
      <input id={id} className="input" type="search" placeholder={t('widgets.search.placeholder', { engine: name })} autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={!target}>
        {t('widgets.search.submit')}
      </button>
    </form>
  );
}
