import { setFlagsFromString } from 'node:v8';

/**
 * How much the old generation grows at a time once Hearth serves: 20% instead of V8's larger
 * steps, which holds RSS after 200 connections for 20 s on the dashboard well under the 150 MB
 * budget for a few per cent of throughput (DESIGN §9).
 *
 * Set here, after the server has started, rather than as `--heap-growing-percent` on the command
 * line: any heap flag there changes V8's flag hash, so Node's built-in modules miss their
 * embedded code cache and compile from scratch, about 20 ms of every start on one small core.
 * V8 reads this flag each time it sizes the heap, so setting it now takes effect.
 */
export const servingHeapFlags = ['--heap-growing-percent=20', '--semi-space-growth-factor=1'] as const;

export function tuneHeapForServing(set: (flag: string) => void = setFlagsFromString): void {
  for (const flag of servingHeapFlags) set(flag);
}
