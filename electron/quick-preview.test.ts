import { describe, expect, it } from 'vitest';
import { camerasOf, quickPreviewCloseMs, quickPreviewWindow } from './quick-preview.js';
import { trayMenuModel, type TrayMenuItem } from './tray-menu.js';

describe('quick preview window', () => {
  it('is small, always on top, on the Hearth route of the camera, and closes after 120 s', () => {
    const preview = quickPreviewWindow('http://127.0.0.1:7420', 'abc123', 'Porch');
    expect(preview?.url).toBe('http://127.0.0.1:7420/quick-preview/abc123');
    expect(preview?.options).toMatchObject({ width: 480, height: 300, alwaysOnTop: true, frame: false, skipTaskbar: true, title: 'Quick preview: Porch' });
    expect(preview?.closeAfterMs).toBe(120_000);
    expect(quickPreviewCloseMs).toBe(120_000);
  });

  it('refuses an id that is not a listing id', () => {
    expect(quickPreviewWindow('http://127.0.0.1:7420', '../manage', 'x')).toBeNull();
    expect(quickPreviewWindow('http://127.0.0.1:7420', '', 'x')).toBeNull();
  });

  it('reads only stream listings out of a stream list answer', () => {
    const answer = { error: false, message: { items: [{ _id: 'a', listingName: 'Porch', listingType: 'stream' }, { _id: 'b', listingName: 'Docs', listingType: 'link' }, { _id: 3 }] } };
    expect(camerasOf(answer)).toEqual([{ id: 'a', name: 'Porch' }]);
    expect(camerasOf({ message: 'Unauthorized' })).toEqual([]);
    expect(camerasOf(null)).toEqual([]);
  });
});

describe('tray "Quick preview" submenu', () => {
  const submenu = (items: TrayMenuItem[]) => items.find((item) => item.kind === 'submenu');

  it('lists the cameras under Quick preview, right after the window items', () => {
    const items = trayMenuModel({ shareOnLan: false, windowVisible: false, cameras: [{ id: 'a', name: 'Porch' }, { id: 'b', name: ' ' }] });
    expect(items[1]).toEqual({
      kind: 'submenu',
      label: 'Quick preview',
      items: [
        { kind: 'camera', label: 'Porch', listingId: 'a' },
        { kind: 'camera', label: 'Video', listingId: 'b' },
      ],
    });
  });

  it('says there are no cameras, and is absent while nobody is signed in', () => {
    expect(submenu(trayMenuModel({ shareOnLan: false, windowVisible: false, cameras: [] }))).toEqual({
      kind: 'submenu',
      label: 'Quick preview',
      items: [{ kind: 'info', label: 'No cameras yet' }],
    });
    expect(submenu(trayMenuModel({ shareOnLan: false, windowVisible: false }))).toBeUndefined();
  });
});
