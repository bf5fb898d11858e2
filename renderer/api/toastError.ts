import toast from 'react-hot-toast';
import { isApiError } from './ApiError.js';

/**
 * Shows the screen's failure toast unless the shared rules already handled the error.
 * With `preferServer`, the server's own message is shown when there is one.
 */
export function toastError(error: unknown, fallback: string, preferServer = false): void {
  if (isApiError(error)) {
    if (error.handled) return;
    if (preferServer && error.message) {
      toast.error(error.message);
      return;
    }
  } else if (error instanceof DOMException && error.name === 'AbortError') {
    return;
  }
  toast.error(fallback);
}
