import type { IconPack, PackIcon, UploadedIcon } from '../../../shared/contracts/iconpacks.js';
import { selfProvider, type Icon } from '../../../shared/contracts/icons.js';

/** An address an <img> can show: http(s) or root-relative (the built-in pack's /iconpacks/...). */
function usable(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

/** An upload as it is stored in a listing: the file name under /images, provider self. */
export function uploadedIcon(upload: UploadedIcon): Icon {
  return { iconUrl: upload.iconPath, iconUrlLight: null, iconProvider: selfProvider };
}

/**
 * A pack icon as it is stored in a listing, or null when the entry has no address an image can
 * load ("No valid icon format available."). An entry with only a light variant uses it for both.
 */
export function packIcon(pack: Pick<IconPack, 'iconProvider'>, entry: PackIcon): Icon | null {
  const dark = usable(entry.iconUrl);
  const light = usable(entry.iconUrlLight);
  const main = dark ?? light;
  if (!main) return null;
  return { iconUrl: main, iconUrlLight: light && light !== main ? light : null, iconProvider: pack.iconProvider, iconId: entry.iconName };
}

/** True when two icons show the same picture (used to mark the current choice). */
export function sameIcon(a: Icon | null | undefined, b: Icon | null | undefined): boolean {
  if (!a || !b) return false;
  return a.iconUrl === b.iconUrl && (a.iconUrlLight ?? null) === (b.iconUrlLight ?? null) && a.iconProvider === b.iconProvider;
}
