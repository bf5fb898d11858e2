import { useEffect, useRef } from 'react';

/** Calls onEnd when the returned element scrolls into view (infinite scroll). */
export function useEndOfList(onEnd: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !active) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onEnd();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onEnd, active]);
  return ref;
}
