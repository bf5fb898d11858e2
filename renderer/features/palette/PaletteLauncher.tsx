import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { reachable } from '../../api/reachableImport.js';
import { SearchIcon } from '../../components/icons/UiIcons.js';
import { commandKClaimed } from './shortcutClaims.js';

const loadPalette = reachable(() => import('./CommandPalette.js'));
const CommandPalette = lazy(loadPalette);
/** After the signed-in screen has settled, the palette's code is fetched ahead of the first Ctrl+K. */
const preloadAfterMs = 2000;

/** True while the person is typing somewhere "/" is a character, not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The header's search button and the shortcuts that open the palette: Ctrl+K or Cmd+K anywhere
 * (but on a screen that claims it for its own search, see shortcutClaims), "/" when not typing. The palette's code loads on first open; closing it returns focus to
 * whatever had it (useModalFocus inside the palette).
 */
export function PaletteLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const timer = window.setTimeout(() => void loadPalette().catch(() => undefined), preloadAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k' && !commandKClaimed();
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button ref={button} type="button" className="palette-launch" aria-label={t('palette.launch')} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
        <SearchIcon size={18} />
        <span className="palette-launch-text">{t('palette.launch')}</span>
        <kbd className="palette-launch-key" aria-hidden="true">
          {t('palette.launchKey')}
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
