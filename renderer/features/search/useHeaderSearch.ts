import { useEffect } from 'react';
import { useSearchState } from './searchContext.js';

/**
 * Shows the header search box while the calling page is mounted and returns the debounced query.
 * Leaving the page hides the box and clears the query.
 */
export function useHeaderSearch(): string {
  const { setEnabled, setQuery, debouncedQuery } = useSearchState();
  useEffect(() => {
    setEnabled(true);
    return () => {
      setEnabled(false);
      setQuery('');
    };
  }, [setEnabled, setQuery]);
  return debouncedQuery;
}
