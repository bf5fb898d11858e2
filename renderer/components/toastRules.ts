/** What the rules need of a toast on screen (react-hot-toast's Toast has more). */
export interface ShownToast {
  id: string;
  type: string;
  message: unknown;
  createdAt: number;
  visible: boolean;
}

/** At most this many toasts at once; the oldest go first. */
export const maxToasts = 3;

/**
 * The toasts to dismiss so that one rule holds: an error is replaced by the success that follows
 * it (a sign-in that failed, then worked, says only that it worked). A message shown twice stays
 * once, and no more than three stay at all.
 */
export function toastsToDismiss(toasts: readonly ShownToast[]): string[] {
  const shown = toasts.filter((toast) => toast.visible).sort((a, b) => a.createdAt - b.createdAt);
  const gone = new Set<string>();
  const lastSuccess = Math.max(-Infinity, ...shown.filter((toast) => toast.type === 'success').map((toast) => toast.createdAt));
  for (const toast of shown) if (toast.type === 'error' && toast.createdAt <= lastSuccess) gone.add(toast.id);
  const newest = new Map<string, string>();
  for (const toast of shown) {
    if (typeof toast.message !== 'string') continue;
    const earlier = newest.get(toast.message);
    if (earlier) gone.add(earlier);
    newest.set(toast.message, toast.id);
  }
  const left = shown.filter((toast) => !gone.has(toast.id));
  for (const toast of left.slice(0, Math.max(0, left.length - maxToasts))) gone.add(toast.id);
  return [...gone];
}
