import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';

interface FirstScreenBridge {
  firstScreenShown?: () => Promise<void>;
}

let told = false;

/**
 * In the desktop app, tells the window that its first screen is on show: the route's code has
 * rendered (this sits inside the route's Suspense boundary, so a loading fallback never counts)
 * and its first answers are in. The window stays hidden until then, so it never opens on an empty
 * frame. Once per page load; nothing in a LAN browser.
 */
export function FirstScreenSignal() {
  const fetching = useIsFetching();
  useEffect(() => {
    if (told || fetching > 0) return;
    const bridge = (window as Window & { hearthDesktop?: FirstScreenBridge }).hearthDesktop;
    told = true;
    if (!bridge?.firstScreenShown) return;
    // After the frame that paints this screen, not before it.
    requestAnimationFrame(() => setTimeout(() => void bridge.firstScreenShown?.().catch(() => undefined), 0));
  }, [fetching]);
  return null;
}
