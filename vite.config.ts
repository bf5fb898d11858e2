import { defineConfig, type Plugin } from 'vite';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkFiles, preloadScript } from './scripts/signed-in-preload.mjs';

/**
 * The modules the signed-in shell and home import (statically), found once the module graph is
 * complete: they go out as one chunk, preloaded during sign-in, instead of 30-odd small ones.
 * Those the signed-out screens import too (setup, the trust page, the error pages) stay in chunks
 * of their own, so those screens don't fetch the shell.
 */
function shellModules(roots: string[], signedOut: string[]): { plugin: Plugin; has: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'hearth-shell-modules',
    apply: 'build',
    buildEnd() {
      const reach = (from: string[]) => {
        const seen = new Set<string>();
        const queue = from.map((root) => resolve(root));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          const info = seen.has(id) ? null : this.getModuleInfo(id);
          if (!info) continue;
          seen.add(id);
          queue.push(...info.importedIds);
        }
        return seen;
      };
      const shared = reach(signedOut);
      for (const id of reach(roots)) if (!shared.has(id)) members.add(id);
    },
  };
  return { plugin, has: (id) => members.has(id) };
}

const shell = shellModules(
  ['renderer/components/AppShell.tsx', 'renderer/features/home/HomePage.tsx'],
  ['auth/SetupPage.tsx', 'https/TrustPage.tsx', 'errors/NetworkErrorPage.tsx', 'errors/ClientErrorPage.tsx', 'errors/DatabaseErrorPage.tsx', 'errors/NotFoundPage.tsx'].map((page) => `renderer/features/${page}`),
);

/**
 * With a saved sign-in, index.html asks for the signed-in chunk itself, beside the entry script:
 * otherwise it is only requested once the entry has run (a round trip and its compile on the main
 * thread later). The key is authStore.ts's saved token.
 */
const signedInPreload: Plugin = {
  name: 'hearth-signed-in-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const files = ctx.bundle ? chunkFiles(ctx.bundle, 'signed-in') : [];
      if (files.length === 0) throw new Error('hearth-signed-in-preload: no signed-in chunk in the bundle');
      return { html, tags: [{ tag: 'script', children: preloadScript(files, 'hearth.token'), injectTo: 'head' }] };
    },
  },
};

// The renderer lives in renderer/ and builds into dist/renderer, which the server serves.
export default defineConfig({
  root: 'renderer',
  plugins: [
    react(),
    shell.plugin,
    signedInPreload,
    // The service worker (renderer/sw/service-worker.ts → /sw.js). The manifest is the server's
    // (/manifest.webmanifest), since it carries each person's site name and theme colour.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        // The shell: the page, styles, the entry script, icons and fonts. Screens that load later
        // (editors, players, QR) are kept by the worker once they have been seen.
        globPatterns: ['index.html', 'assets/index-*.{js,css}', 'assets/*.css', 'favicon.svg', 'default.png', 'icons/*.svg', 'icons/pwa/icon-192.png', 'icons/pwa/icon-512.png'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the login screen needs, in one file (it was 17: one round trip after another).
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'signed-in', test: (id) => shell.has(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:7420', ws: true },
      '/images': 'http://127.0.0.1:7420',
      '/iconpacks': 'http://127.0.0.1:7420',
      '/manifest.webmanifest': 'http://127.0.0.1:7420',
    },
  },
});
