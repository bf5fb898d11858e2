import { fallbackImage } from '../../shared/constants.js';
import { builtinIcons, type Icon } from '../../shared/contracts/icons.js';
import type { ThemeType } from '../../shared/themes.js';

/** The original product's logo keyword; existing data may still carry it. */
const legacyLogo = 'astroluma';

function resolve(value: string): string {
  const v = value.trim();
  if (!v) return fallbackImage;
  if ((builtinIcons as readonly string[]).includes(v)) return `/icons/${v}.svg`;
  if (v === legacyLogo) return '/icons/hearth.svg';
  if (/^https?:\/\//i.test(v) || v.startsWith('/')) return v;
  return `/images/${encodeURIComponent(v)}`;
}

/**
 * Where an icon's image lives: a built-in keyword maps to /icons/<name>.svg, an http(s) URL is
 * used as is, anything else is an uploaded file under /images/. Light themes use the light
 * variant when the icon has one; dark themes use iconUrl.
 */
export function iconSource(icon: Icon | null | undefined, theme: ThemeType): string {
  if (!icon) return fallbackImage;
  const variant = theme === 'light' && icon.iconUrlLight ? icon.iconUrlLight : icon.iconUrl;
  return resolve(variant);
}
