/**
 * Dot notation for container labels, read the way Homepage reads them (it sets each label with
 * shvl): `widget.url` sets `{ widget: { url } }` and `widgets[1].type` sets the second entry of
 * a list. Labels come from whoever can start a container, so the paths are untrusted: keys that
 * would reach an object's prototype are refused, and list indexes are capped so that
 * `widgets[999999999]` cannot turn into a list of a billion entries.
 */

const forbiddenKeys = new Set(['__proto__', 'prototype', 'constructor']);
export const maxLabelIndex = 49;

/** The path's steps (`widgets[0].type` → `widgets`, 0, `type`), or null when it cannot be set. */
export function labelPath(path: string): (string | number)[] | null {
  const steps = path.split(/[.[\]]+/).filter((step) => step !== '');
  if (steps.length === 0) return null;
  const parsed: (string | number)[] = [];
  for (const step of steps) {
    if (forbiddenKeys.has(step)) return null;
    if (/^\d+$/.test(step)) {
      const index = Number(step);
      if (index > maxLabelIndex) return null;
      parsed.push(index);
    } else {
      parsed.push(step);
    }
  }
  return parsed;
}

type Node = Record<string, unknown> | unknown[];

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

/**
 * Sets `value` at `steps` inside `target`, making objects (or lists, when the next step is an
 * index) on the way. A step through a plain value (`name=x` then `name.y=z`) is not taken:
 * answers false and leaves `target` as it was.
 */
export function setAtPath(target: Record<string, unknown>, steps: (string | number)[], value: unknown): boolean {
  let node: Node = target;
  for (const [i, step] of steps.entries()) {
    const last = i === steps.length - 1;
    // A list takes only indexes; an index into an object is a key like any other.
    if (Array.isArray(node) && typeof step !== 'number') return false;
    const slot = node as Record<string | number, unknown>;
    if (last) {
      slot[step] = value;
      return true;
    }
    const next = slot[step];
    if (next === undefined) {
      const made: Node = typeof steps[i + 1] === 'number' ? [] : {};
      Object.defineProperty(slot, step, { value: made, enumerable: true, writable: true, configurable: true });
      node = made;
    } else if (isNode(next)) {
      node = next;
    } else {
      return false;
    }
  }
  return false;
}
