import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

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

/** V8's `gc()` as `--expose-gc` gives it (v8/src/extensions/gc-extension.cc reads these options). */
type GcFunction = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Start-up allocates in bursts (migrations, the renderer's file index, the first answers), and V8
 * sizes the young generation for them: 8 MB semi-spaces, most of it resident and nearly empty once
 * Hearth idles, and an old generation holding start-up's garbage. V8 gives that back only under
 * memory pressure. One collection as under pressure ("last-resort": a full GC that also shrinks
 * the young generation, v8 Heap::CollectAllAvailableGarbage) returns about 10 MiB of an idle
 * server's 88 (DESIGN §9's idle budget), and with the growth factor of tuneHeapForServing the
 * young generation then stays small. It takes about 50 ms, once, after start.
 *
 * `--expose-gc` set at run time installs `gc` only in contexts made afterwards, so it comes from
 * a fresh context, which is dropped with the function; the flag is cleared again so that no later
 * context gets it.
 */
export function trimHeapAfterStart(set: (flag: string) => void = setFlagsFromString): void {
  set('--expose-gc');
  let gc: GcFunction | undefined;
  try {
    gc = runInNewContext('gc') as GcFunction;
  } finally {
    set('--no-expose-gc');
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
