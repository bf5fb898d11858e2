import { useMemo, useState, type ReactNode } from 'react';
import { searchDebounceMs } from '../../../shared/constants.js';
import { SearchContext, type SearchState } from './searchContext.js';
import { useDebouncedValue } from './useDebouncedValue.js';

export function SearchProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, searchDebounceMs);
  const value = useMemo<SearchState>(
    () => ({ enabled, setEnabled, query, setQuery, debouncedQuery: query === '' ? '' : debouncedQuery }),
    [enabled, query, debouncedQuery],
  );
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}
