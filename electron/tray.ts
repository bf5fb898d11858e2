import type { MenuItemConstructorOptions } from 'electron';
import { Menu, Tray, nativeImage } from 'electron';
import type { TrayAction, TrayMenuItem, TrayState } from './tray-menu.js';
import { trayMenuModel } from './tray-menu.js';

export interface TrayHandlers {
  onAction: (action: TrayAction) => void;
  /** A camera chosen under "Quick preview". */
  onCamera: (listingId: string, name: string) => void;
}

function toMenuItem(item: TrayMenuItem, handlers: TrayHandlers): MenuItemConstructorOptions {
  const { onAction } = handlers;
  switch (item.kind) {
    case 'submenu':
      return { label: item.label, submenu: item.items.map((inner) => toMenuItem(inner, handlers)) };
    case 'camera':
      return { label: item.label, click: () => handlers.onCamera(item.listingId, item.label) };
    case 'separator':
      return { type: 'separator' };
    case 'info':
      return { label: item.label, enabled: false };
    case 'action':
      return { label: item.label, click: () => onAction(item.action) };
    case 'checkbox':
      return { label: item.label, type: 'checkbox', checked: item.checked, click: () => onAction(item.action) };
  }
}

export interface HearthTray {
  update(state: TrayState, tooltip: string): void;
  destroy(): void;
}

/**
 * The tray icon. A click opens the window on Windows and Linux (macOS shows the menu); Linux
 * AppIndicator trays have no tooltip, so the menu repeats what the tooltip says.
 */
export function createTray(iconPath: string, handlers: TrayHandlers): HearthTray {
  const { onAction } = handlers;
  // On macOS the "Template" file name makes it a template image (recoloured for the menu bar).
  const image = nativeImage.createFromPath(iconPath);
  const tray = new Tray(image);
  tray.on('click', () => {
    if (process.platform !== 'darwin') onAction('open');
  });
  let shown = '';
  return {
    update(state, tooltip) {
      // Rebuilding an unchanged menu makes some Linux trays flicker.
      const key = JSON.stringify([state, tooltip]);
      if (key === shown) return;
      shown = key;
      tray.setToolTip(tooltip);
      tray.setContextMenu(Menu.buildFromTemplate(trayMenuModel(state).map((item) => toMenuItem(item, handlers))));
    },
    destroy: () => tray.destroy(),
  };
}
