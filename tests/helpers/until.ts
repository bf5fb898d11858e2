/** A value worth waiting for: anything but null, undefined or false. */
export type Probe<T> = T | null | undefined | false;

/**
 * Polls `probe` every 25 ms until it gives a value, or fails naming `what` after `timeoutMs`.
 * For state that changes in the background without an event to await (a database row, a
 * process list); never a fixed sleep.
 */
export async function until<T>(what: string, probe: () => Probe<T> | Promise<Probe<T>>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
