import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The renderer lives in renderer/ and builds into dist/renderer, which the server serves.
export default defineConfig({
  root: 'renderer',
  plugins: [
    react(),
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
