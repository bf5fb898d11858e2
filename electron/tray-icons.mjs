// @ts-check
// The tray icon sizes each OS asks for; make-icons.mjs draws them and tray-icons.test.ts checks
// the files in resources/tray. Shared by both, so it is plain JavaScript.

/** The tray icon's size at 100 % (a 16 pt menu bar or notification-area icon). */
export const trayBaseSize = 16;

/**
 * Linux: Electron loads every scale variant of tray.png it finds (docs/api/native-image.md, "High
 * Resolution Image": @1.25x … @4x) and hands the StatusNotifierItem host the one for the
 * display's scale, so a 125 %, 150 % or 200 % panel gets a sharp icon.
 */
export const trayScales = [1, 1.25, 1.5, 2, 3, 4];

/** macOS: the menu bar is 1x or 2x (Retina); 3x covers a scaled "More Space" Retina mode. */
export const macTrayScales = [1, 2, 3];

/**
 * Windows: the notification area draws the small icon size of the display's DPI (SM_CXSMICON):
 * 16 px at 100 %, 20 at 125 %, 24 at 150 %, 28 at 175 %, 32 at 200 %, 40 at 250 %, 48 at 300 %,
 * 64 at 400 %; the ICO holds each, so Windows never scales one.
 */
export const windowsTraySizes = [16, 20, 24, 28, 32, 40, 48, 64];
