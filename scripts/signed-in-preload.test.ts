import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { chunkFiles, preloadScript, type BundleEntry } from './signed-in-preload.mjs';

const chunk = (fileName: string, extra: Partial<BundleEntry> = {}): BundleEntry => ({ type: 'chunk', fileName, ...extra });
const bundle: Record<string, BundleEntry> = {
  entry: chunk('assets/index-1.js', { isEntry: true, imports: ['assets/runtime-1.js'] }),
  runtime: chunk('assets/runtime-1.js'),
  shell: chunk('assets/signed-in-1.js', { name: 'signed-in', imports: ['assets/index-1.js', 'assets/runtime-1.js', 'assets/icons-1.js'], viteMetadata: { importedCss: new Set(['assets/signed-in-1.css']) } }),
  icons: chunk('assets/icons-1.js', { imports: ['assets/coerce-1.js'] }),
  coerce: chunk('assets/coerce-1.js'),
  editor: chunk('assets/Editor-1.js', { name: 'Editor' }),
  style: { type: 'asset', fileName: 'assets/signed-in-1.css' },
};

describe('the signed-in chunk preload of index.html', () => {
  it('names the chunk, what it imports beyond the entry (recursively) and its stylesheet', () => {
    expect(chunkFiles(bundle, 'signed-in')).toEqual(['signed-in-1.js', 'icons-1.js', 'coerce-1.js', 'signed-in-1.css']);
  });

  it('names nothing when the bundle has no such chunk', () => {
    expect(chunkFiles(bundle, 'nowhere')).toEqual([]);
  });

  it('adds the preloads only while a sign-in is saved', () => {
    const script = preloadScript(['signed-in-1.js', 'signed-in-1.css'], 'hearth.token');
    const run = (saved: string | null) => {
      const links: Record<string, string>[] = [];
      const document = { createElement: () => ({}), head: { appendChild: (l: Record<string, string>) => links.push(l) } };
      runInNewContext(script, { document, localStorage: { getItem: (key: string) => (key === 'hearth.token' ? saved : null) } });
      return links;
    };
    expect(run(null)).toEqual([]);
    expect(run('a-token')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/signed-in-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/signed-in-1.css' },
    ]);
  });

  it("reads the key authStore.ts saves the sign-in under", () => {
    expect(readFileSync('renderer/features/auth/authStore.ts', 'utf8')).toContain("token: 'hearth.token'");
    expect(readFileSync('vite.config.ts', 'utf8')).toContain("preloadScript(files, 'hearth.token')");
  });
});
