/**
 * The tray's quick preview: a small always-on-top window on a Hearth route that plays one camera
 * and closes itself after 120 s (the page also closes on Escape). Pure, so tests need no display.
 */

export const quickPreviewCloseMs = 120_000;

export interface QuickPreviewWindow {
  url: string;
  options: {
    width: number;
    height: number;
    minWidth: number;
    minHeight: number;
    alwaysOnTop: boolean;
    frame: boolean;
    resizable: boolean;
    skipTaskbar: boolean;
    show: boolean;
    title: string;
    backgroundColor: string;
  };
  closeAfterMs: number;
}

/** The window for one camera of the Hearth at `origin`, or null for an id that is no listing id. */
export function quickPreviewWindow(origin: string, listingId: string, name: string): QuickPreviewWindow | null {
  if (!/^[\w-]{1,100}$/.test(listingId)) return null;
  return {
    url: `${origin}/quick-preview/${encodeURIComponent(listingId)}`,
    options: {
      width: 480,
      height: 300,
      minWidth: 320,
      minHeight: 200,
      alwaysOnTop: true,
      frame: false,
      resizable: true,
      skipTaskbar: true,
      show: false,
      title: `Quick preview: ${name.trim() || 'Video'}`,
      backgroundColor: '#000000',
    },
    closeAfterMs: quickPreviewCloseMs,
  };
}

/** The signed-in user's cameras from a /listing/folder/stream/list answer; [] for anything else. */
export function camerasOf(answer: unknown): { id: string; name: string }[] {
  if (!answer || typeof answer !== 'object' || !('message' in answer)) return [];
  const { message } = answer;
  if (!message || typeof message !== 'object' || !('items' in message) || !Array.isArray(message.items)) return [];
  return message.items.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { _id: id, listingName: name, listingType: type } = item as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' && type === 'stream' ? [{ id, name }] : [];
  });
}
