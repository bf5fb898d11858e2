import { execFileSync } from 'node:child_process';

/**
 * A network namespace joined to this one by a veth pair, on a /24 of 198.18.0.0/15 (the range
 * kept for benchmarks, never routed on the internet). Traffic to that /24 goes down the veth
 * into the namespace and nowhere else; the route is checked before anything is sent.
 */
export interface TestNamespace {
  name: string;
  /** The first three octets, e.g. "198.18.42". */
  base: string;
  /** Addresses inside the namespace that answer pings. */
  alive: string[];
  /** The veth end in this namespace (address base.1) and the one inside (base.2, base.3…). */
  hostSide: string;
  nsSide: string;
  remove(): void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

/**
 * A number for the namespace's names and /24 that nothing here uses yet: another run at the same
 * time, or what a killed run left behind, must not share a /24 (the route check would refuse it).
 */
function freeId(): number {
  let names: string[] = [];
  let addresses = '';
  try {
    names = ip('netns', 'list').split('\n').map((line) => line.split(' ')[0] ?? '');
    addresses = ip('-o', 'addr', 'show');
  } catch {
    /* no ip: createTestNamespace answers why */
  }
  const start = process.pid % 9000;
  for (let step = 0; step < 9000; step += 1) {
    const id = ((start + step) % 9000) + 100;
    if (!names.some((name) => name.endsWith(`-${id}`)) && !addresses.includes(`inet 198.18.${id % 250}.`)) return id;
  }
  return start + 100;
}

/** Creates the namespace, or answers why it could not (then the caller skips with that reason). */
export function createTestNamespace(tag: string, aliveCount = 1): TestNamespace | string {
  const id = freeId();
  const name = `hearth-${tag}-${id}`;
  const hostSide = `h${tag.slice(0, 3)}${id}a`;
  const nsSide = `h${tag.slice(0, 3)}${id}b`;
  const base = `198.18.${id % 250}`;
  const remove = () => {
    try {
      ip('link', 'del', hostSide);
    } catch {
      /* already gone with the namespace */
    }
    try {
      ip('netns', 'del', name);
    } catch {
      /* never made */
    }
  };
  try {
    ip('netns', 'add', name);
    ip('link', 'add', hostSide, 'type', 'veth', 'peer', 'name', nsSide);
    ip('link', 'set', nsSide, 'netns', name);
    ip('addr', 'add', `${base}.1/24`, 'dev', hostSide);
    ip('link', 'set', hostSide, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', nsSide, 'up');
    ip('netns', 'exec', name, 'ip', 'link', 'set', 'lo', 'up');
    const alive = Array.from({ length: aliveCount }, (_, i) => `${base}.${i + 2}`);
    for (const address of alive) ip('netns', 'exec', name, 'ip', 'addr', 'add', `${address}/24`, 'dev', nsSide);
    // Refuse to go on unless the whole /24 really leaves through our veth.
    if (!ip('route', 'get', `${base}.200`).includes(`dev ${hostSide}`)) throw new Error(`${base}.0/24 is not routed into the test namespace`);
    return { name, base, alive, hostSide, nsSide, remove };
  } catch (error) {
    remove();
    return `network namespaces are not available here (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}
