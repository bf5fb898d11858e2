import { useEffect, useRef, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Modal dialog manners: focus moves into `ref` on open and back to where it was on close, Tab
 * and Shift+Tab cycle inside, Escape calls `onClose`, and the page behind does not scroll.
 * `returnFocus`, asked at close, names another element when the opener is going away (a deleted row's button).
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onClose: () => void, returnFocus?: () => HTMLElement | null): void {
  const close = useRef(onClose);
  const focusAfter = useRef(returnFocus);
  useEffect(() => {
    close.current = onClose;
    focusAfter.current = returnFocus;
  }, [onClose, returnFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.contains(document.activeElement)) dialog.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // An inline Yes/No inside the dialog answers Escape itself (as No).
        if (event.target instanceof Element && event.target.closest('[data-own-escape]')) return;
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent !== null);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      (focusAfter.current?.() ?? opener)?.focus();
    };
  }, [ref]);
}
