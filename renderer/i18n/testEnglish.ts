// Vitest setup (vitest.config.ts). Renderer tests read the screens' English texts through the i18n
// instance. The app adds the whole English catalogue when the signed-in shell loads
// (englishCatalogue.ts); the login bundle has only the signed-out screens' sections. Here every
// renderer test file gets all of it.
import { expect } from 'vitest';

const file = expect.getState().testPath ?? '';
if (/[\\/]renderer[\\/]/.test(file)) await import('./englishCatalogue.js');
