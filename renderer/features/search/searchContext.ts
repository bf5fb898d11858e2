import { createContext, useContext } from 'react';

export interface SearchState {
  /** True while a page that uses the header search is shown. */
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  /** What the user is typing, as typed. */
  query: string;
  setQuery: (query: string) => void;
  /** The query after the header's 600 ms debounce (spec-core §9). */
  debouncedQuery: string;
}

export const SearchContext = createContext<SearchState | null>(null);

export function useSearchState(): SearchState {
  const state = useContext(SearchContext);
  if (!state) throw new Error('useSearchState must be used inside <SearchProvider>');
  return state;
}
