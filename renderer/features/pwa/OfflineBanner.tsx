import { messages } from '../../../shared/messages.js';
import { useOffline } from './connectionStore.js';

/** "You're offline": shown over every screen while the server cannot be reached. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="offline-banner" role="status">
      {messages.youAreOffline}
    </div>
  );
}
