import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer lives in renderer/ and builds into dist/renderer, which the server serves.
export default defineConfig({
  root: 'renderer',
  plugins: [react()],
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
    },
  },
});
