'use strict';
// Timers for package code: numbers instead of Node's Timeout objects (whose links reach every
// other timer of the thread), at most maxTimers alive at once per call, all cleared when the call
// has answered, so nothing a package started keeps running after it.
/* global harden */

const maxTimers = 200;

function createTimers() {
  const live = new Map();
  let next = 1;
  const add = (kind, callback, ms, args) => {
    if (typeof callback !== 'function') throw new TypeError('The callback must be a function');
    if (live.size >= maxTimers) throw new RangeError(`More than ${maxTimers} timers at once are not allowed in Hearth's integration runtime`);
    const id = next++;
    const fire = () => {
      if (kind === 'timeout' || kind === 'immediate') live.delete(id);
      try {
        callback(...args);
      } catch {
        // A package's timer that throws is the package's problem: its call answers or times out.
      }
    };
    const handle = kind === 'interval' ? setInterval(fire, Math.max(1, Number(ms) || 0)) : kind === 'immediate' ? setImmediate(fire) : setTimeout(fire, Math.max(0, Number(ms) || 0));
    live.set(id, { kind, handle });
    return id;
  };
  const clear = (id) => {
    const timer = live.get(id);
    if (!timer) return;
    live.delete(id);
    if (timer.kind === 'interval') clearInterval(timer.handle);
    else if (timer.kind === 'immediate') clearImmediate(timer.handle);
    else clearTimeout(timer.handle);
  };
  const globals = {
    setTimeout: (callback, ms, ...args) => add('timeout', callback, ms, args),
    setInterval: (callback, ms, ...args) => add('interval', callback, ms, args),
    setImmediate: (callback, ...args) => add('immediate', callback, 0, args),
    clearTimeout: clear,
    clearInterval: clear,
    clearImmediate: clear,
  };
  const sleep = (ms, value) => new Promise((resolve) => add('timeout', () => resolve(value), ms, []));
  return {
    globals: harden(globals),
    module: harden({ ...globals }),
    promises: harden({ setTimeout: sleep, setImmediate: (value) => new Promise((resolve) => add('immediate', () => resolve(value), 0, [])) }),
    clearAll() {
      for (const id of [...live.keys()]) clear(id);
    },
    count: () => live.size,
  };
}

module.exports = { createTimers, maxTimers };
