import { useSearchState } from '../features/search/searchContext.js';
import { CloseIcon, SearchIcon } from './icons/UiIcons.js';

/** The header search field; pages enable it with useHeaderSearch(). */
export function SearchBox() {
  const { query, setQuery } = useSearchState();
  return (
    <div className="search" role="search">
      <SearchIcon size={18} className="search-icon" />
      <label htmlFor="header-search" className="sr-only">
        Search
      </label>
      <input
        id="header-search"
        className="search-input"
        type="search"
        placeholder="Search…"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
      />
      {query ? (
        <button type="button" className="icon-btn search-clear" aria-label="Clear search" onClick={() => setQuery('')}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
