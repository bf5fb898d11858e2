import { useSyncExternalStore } from 'react';
import { defaultTheme, isThemeName, themeType, type ThemeName, type ThemeType } from '../../../shared/themes.js';

/** localStorage key; the inline script in index.html reads the same key before first paint. */
export const themeStorageKey = 'hearth.colorTheme';

const listeners = new Set<() => void>();

function readSaved(): ThemeName {
  try {
    const saved = window.localStorage.getItem(themeStorageKey);
    return isThemeName(saved) ? saved : defaultTheme;
  } catch {
    return defaultTheme;
  }
}

let current: ThemeName = readSaved();

/** Applies a theme to the page at once and remembers it for the next visit. */
export function setTheme(name: string): void {
  const next = isThemeName(name) ? name : defaultTheme;
  document.documentElement.setAttribute('data-theme', next);
  try {
    window.localStorage.setItem(themeStorageKey, next);
  } catch {
    // Storage can be unavailable (private mode); the theme still applies for this visit.
  }
  if (next === current) return;
  current = next;
  listeners.forEach((notify) => notify());
}

/** Re-applies the saved theme; called once in main.tsx before the first render. */
export function applySavedTheme(): void {
  setTheme(readSaved());
}

export function getTheme(): ThemeName {
  return current;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The current theme name; components re-render when it changes. */
export function useTheme(): ThemeName {
  return useSyncExternalStore(subscribe, getTheme);
}

/** Light or dark, for picking icon variants. */
export function useThemeType(): ThemeType {
  return themeType(useTheme());
}
