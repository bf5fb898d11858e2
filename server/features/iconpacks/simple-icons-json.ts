import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { allSimpleIcons, simpleIconsPack, simpleIconsUrlPrefix } from './simple-icons-pack.js';

export interface PackJsonBodies {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The built-in pack as a pack JSON (spec-features §7), as clients written for the original fetch
 * from a pack's jsonUrl: the descriptor fields, baseUrl and baseUrlLight, and every icon. The
 * base is root-relative, so the icons load from whichever address Hearth is reached at.
 */
export async function simpleIconsPackDocument(): Promise<Record<string, unknown>> {
  const pack = simpleIconsPack();
  const icons = await allSimpleIcons();
  return {
    iconProvider: pack.iconProvider,
    iconPack: pack.iconName,
    iconPackVersion: pack.iconPackVersion,
    packDeveloper: pack.packDeveloper,
    credit: pack.credit,
    baseUrl: simpleIconsUrlPrefix,
    baseUrlLight: simpleIconsUrlPrefix,
    iconData: icons.map(({ iconName, slug }) => ({ iconName, iconUrl: `${slug}.svg`, iconUrlLight: `${slug}.svg?variant=light` })),
  };
}

let bodies: Promise<PackJsonBodies> | null = null;

/** The document's bytes, plain and compressed, made once on first request (about 3,400 icons). */
export function simpleIconsPackBodies(): Promise<PackJsonBodies> {
  bodies ??= (async () => {
    const identity = Buffer.from(JSON.stringify(await simpleIconsPackDocument()));
    const [gz, br] = await Promise.all([
      promisify(gzip)(identity, { level: 9 }),
      promisify(brotliCompress)(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    ]);
    return { identity, gzip: gz, br };
  })();
  void bodies.catch(() => {
    bodies = null;
  });
  return bodies;
}
