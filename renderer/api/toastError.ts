import toast from 'react-hot-toast';
import { isApiError } from './ApiError.js';

/** One toast for "no answer", however many calls failed at once. */
export const connectionToastId = 'connection';

/**
 * Shows the screen's failure toast unless the shared rules already handled the error.
 * With `preferServer`, the server's own message is shown when there is one; a refusal (403)
 * always shows it, since the screen's generic text would not say why. A call that got no answer
 * at all says so (the spec's 'Server is unavailable…' or 'No internet connection…').
 */
export function toastError(error: unknown, fallback: string, preferServer = false): void {
  if (isApiError(error)) {
    if (error.handled) return;
    if (error.status === 0) {
      toast.error(error.message, { id: connectionToastId });
      return;
    }
    if ((preferServer || error.status === 403) && error.message) {
      toast.error(error.message);
      return;
    }
  } else if (error instanceof DOMException && error.name === 'AbortError') {
    return;
  }
  toast.error(fallback);
}
