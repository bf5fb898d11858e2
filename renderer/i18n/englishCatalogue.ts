// The whole English catalogue: the source texts and every other language's fallback. Imported by the
// signed-in shell (AppShell), so it arrives with the signed-in chunk and is in place before any
// signed-in screen renders; the login bundle carries only the sections the signed-out screens read
// (i18n.ts). Read as text (`?raw`), so this is a module of its own, apart from those sections.
import englishText from './locales/en.json?raw';
import { i18n } from './i18n.js';

i18n.addResourceBundle('en', 'translation', JSON.parse(englishText) as Record<string, unknown>, true, false);
