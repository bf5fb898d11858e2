import { describe, expect, it } from 'vitest';
import { previewLifetimeMs, previewUrl, previewWindowOptions } from './preview-window.js';

describe('previewWindowOptions', () => {
  const workArea = { x: 0, y: 0, width: 1920, height: 1040 };

  it('is small, frameless, always on top and out of the taskbar', () => {
    const options = previewWindowOptions(workArea, 'Porch', '/app/preload.cjs');
    expect(options).toMatchObject({ width: 480, height: 270, frame: false, alwaysOnTop: true, skipTaskbar: true, show: false });
    expect(options.title).toBe('Hearth: Porch');
  });

  it('sits in the bottom-right corner of the work area, on a second screen too', () => {
    expect(previewWindowOptions(workArea, 'Porch', 'p')).toMatchObject({ x: 1920 - 480 - 16, y: 1040 - 270 - 16 });
    const second = { x: 1920, y: 200, width: 1280, height: 700 };
    expect(previewWindowOptions(second, 'Porch', 'p')).toMatchObject({ x: 1920 + 1280 - 480 - 16, y: 200 + 700 - 270 - 16 });
  });

  it('shrinks to a work area smaller than the preview', () => {
    expect(previewWindowOptions({ x: 0, y: 0, width: 300, height: 200 }, 'Porch', 'p')).toMatchObject({ width: 300, height: 200, x: 0, y: 0 });
  });

  it('keeps the same lockdown as the main window, and never opens DevTools', () => {
    expect(previewWindowOptions(workArea, 'Porch', '/app/preload.cjs').webPreferences).toEqual({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
      spellcheck: false,
      devTools: false,
    });
  });
});

describe('previewUrl', () => {
  it('opens the preview route on the app origin, with the id escaped', () => {
    expect(previewUrl('http://127.0.0.1:7420', 'abc')).toBe('http://127.0.0.1:7420/quick-preview/abc');
    expect(previewUrl('http://127.0.0.1:7420', '../x')).toBe('http://127.0.0.1:7420/quick-preview/..%2Fx');
  });

  it('closes after two minutes', () => {
    expect(previewLifetimeMs).toBe(120_000);
  });
});
