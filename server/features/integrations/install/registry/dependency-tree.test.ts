import { describe, expect, it } from 'vitest';
import { pickVersion, resolveTree } from './dependency-tree.js';
import type { Packument, PackumentVersion } from './registry-client.js';

type Spec = Partial<Omit<PackumentVersion, 'name' | 'version' | 'dist'>>;

/** Packuments in memory: name → version → its fields. */
function registry(packages: Record<string, Record<string, Spec>>, latest: Record<string, string> = {}) {
  const asked: string[] = [];
  const packument = (name: string): Promise<Packument> => {
    asked.push(name);
    const versions = packages[name];
    if (!versions) return Promise.reject(new Error(`${name} not found`));
    return Promise.resolve({
      name,
      'dist-tags': Object.fromEntries(Object.entries(latest).filter(([tagged]) => tagged === name).map(([, version]) => ['latest', version])),
      versions: Object.fromEntries(Object.entries(versions).map(([v, spec]) => [v, { name, version: v, dist: { tarball: `https://r/${name}-${v}.tgz` }, ...spec }])),
    });
  };
  return { packument, asked };
}

const linux = { platform: 'linux', arch: 'x64' };
const layout = (placements: { location: string; version: { version: string } }[]) => placements.map((p) => `${p.location}@${p.version.version}`);

describe('resolveTree', () => {
  it('hoists each package to the top and nests only where another version holds the name', async () => {
    const { packument } = registry({
      a: { '1.0.0': { dependencies: { c: '^2.0.0', b: '^1.0.0' } } },
      b: { '1.0.0': { dependencies: { c: '^1.0.0' } } },
      c: { '1.0.0': {}, '1.5.0': {}, '2.0.0': {}, '2.3.0': {} },
    });
    expect(layout(await resolveTree({ a: '^1.0.0', c: '^1.0.0' }, packument, linux))).toEqual([
      'node_modules/a@1.0.0',
      'node_modules/a/node_modules/c@2.3.0',
      'node_modules/b@1.0.0',
      'node_modules/c@1.5.0',
    ]);
  });

  it('prefers the latest tag when it satisfies the range (as npm does), else the highest match', async () => {
    const { packument } = registry({ d: { '1.0.0': {}, '1.1.0': {}, '1.2.0-beta.1': {} } }, { d: '1.0.0' });
    expect(layout(await resolveTree({ d: '^1.0.0' }, packument, linux))).toEqual(['node_modules/d@1.0.0']);
    expect(layout(await resolveTree({ d: '>1.0.0' }, packument, linux))).toEqual(['node_modules/d@1.1.0']);
  });

  it('terminates on cycles and asks the registry once per package', async () => {
    const { packument, asked } = registry({ x: { '1.0.0': { dependencies: { y: '1' } } }, y: { '1.0.0': { dependencies: { x: '1' } } } });
    const cached = new Map<string, Promise<Packument>>();
    const once = (name: string) => cached.get(name) ?? (cached.set(name, packument(name)), cached.get(name)!);
    expect(layout(await resolveTree({ x: '1' }, once, linux))).toEqual(['node_modules/x@1.0.0', 'node_modules/y@1.0.0']);
    expect(asked).toEqual(['x', 'y']);
  });

  it("refuses a transitive dependency that is not a registry range, naming whose it is", async () => {
    const { packument } = registry({ e: { '1.0.0': { dependencies: { evil: 'git+https://h/evil.git' } } } });
    await expect(resolveTree({ e: '^1.0.0' }, packument, linux)).rejects.toThrow('e@1.0.0 depends on "evil" from "git+https://h/evil.git"');
  });

  it('leaves out optional dependencies for another OS or CPU, or that cannot be had', async () => {
    const { packument } = registry({
      f: { '1.0.0': { optionalDependencies: { winonly: '1', armonly: '1', gone: '1', fine: '1' } } },
      winonly: { '1.0.0': { os: ['win32'] } },
      armonly: { '1.0.0': { cpu: ['arm64'] } },
      fine: { '1.0.0': { os: ['!win32'] } },
    });
    expect(layout(await resolveTree({ f: '1' }, packument, linux))).toEqual(['node_modules/f@1.0.0', 'node_modules/fine@1.0.0']);
  });

  it('installs required peers beside the package, and no bundled dependency', async () => {
    const { packument } = registry({
      plugin: { '1.0.0': { peerDependencies: { host: '^2', opt: '1' }, peerDependenciesMeta: { opt: { optional: true } }, dependencies: { inside: '1' }, bundleDependencies: ['inside'] } },
      host: { '2.0.0': {} },
    });
    expect(layout(await resolveTree({ plugin: '1' }, packument, linux))).toEqual(['node_modules/host@2.0.0', 'node_modules/plugin@1.0.0']);
  });

  it('stops past the package cap', async () => {
    const { packument } = registry({ g: { '1.0.0': { dependencies: { h: '1' } } }, h: { '1.0.0': {} } });
    await expect(resolveTree({ g: '1' }, packument, linux, { maxPackages: 1 })).rejects.toThrow('too large');
  });
});

describe('pickVersion', () => {
  it('answers null when nothing satisfies', () => {
    expect(pickVersion({ name: 'z', versions: { '1.0.0': { name: 'z', version: '1.0.0', dist: { tarball: '' } } } }, '^2')).toBeNull();
  });
});
