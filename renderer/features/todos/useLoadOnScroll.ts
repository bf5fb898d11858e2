import { useEffect, useRef } from 'react';

/**
 * Calls `load` whenever the returned element comes within 300 px of the viewport while `enabled`:
 * the sentinel under an infinite list. `loaded` (e.g. the number of pages) re-arms the observer,
 * so a sentinel still in view after a short page asks for the next one too.
 */
export function useLoadOnScroll<T extends HTMLElement>(enabled: boolean, loaded: number, load: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  }, [load]);
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: '300px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return ref;
}
