import { useTranslation } from 'react-i18next';
import { useSearchState } from '../features/search/searchContext.js';
import { CloseIcon, SearchIcon } from './icons/UiIcons.js';

/**
 * The header's filter of the page shown (spec-core: on pages that enable it, with useHeaderSearch()).
 * Searching everything is the command palette's (PaletteLauncher beside it).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const { query, setQuery } = useSearchState();
  return (
    <div className="search" role="search">
      <SearchIcon size={18} className="search-icon" />
      <label htmlFor="header-search" className="sr-only">
        {t('shell.searchPage')}
      </label>
      <input
        id="header-search"
        className="search-input"
        type="search"
        placeholder={t('shell.searchPagePlaceholder')}
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
      />
      {query ? (
        <button type="button" className="icon-btn search-clear" aria-label={t('shell.clearSearch')} onClick={() => setQuery('')}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
