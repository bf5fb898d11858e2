import { open } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';

/** The image types a package's logo may be, each told by its first bytes, never by its name alone. */
const logoTypes: Record<string, { type: string; looksRight: (head: Buffer) => boolean }> = {
  '.png': { type: 'image/png', looksRight: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  '.jpg': { type: 'image/jpeg', looksRight: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  '.jpeg': { type: 'image/jpeg', looksRight: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  '.gif': { type: 'image/gif', looksRight: (head) => head.subarray(0, 4).toString('latin1') === 'GIF8' },
  '.webp': { type: 'image/webp', looksRight: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP' },
  '.ico': { type: 'image/x-icon', looksRight: (head) => head.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])) },
  '.svg': { type: 'image/svg+xml', looksRight: (head) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head.toString('utf8')) },
};

export interface LogoFile {
  file: string;
  type: string;
}

/**
 * The logo a package names, if it is an image: a known image extension whose first bytes say
 * the same (a `logo.png` holding HTML or script is not served). Only files in the package's
 * public/ folder, by base name. Null sends the default logo instead.
 */
export async function logoFile(appDir: string, icon: string | undefined): Promise<LogoFile | null> {
  const name = basename(icon || 'logo.png');
  const kind = logoTypes[extname(name).toLowerCase()];
  if (!kind) return null;
  const file = join(appDir, 'public', name);
  let handle;
  try {
    handle = await open(file, 'r');
    const { isFile } = await handle.stat().then((s) => ({ isFile: s.isFile() }));
    if (!isFile) return null;
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return kind.looksRight(head.subarray(0, bytesRead)) ? { file, type: kind.type } : null;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}
