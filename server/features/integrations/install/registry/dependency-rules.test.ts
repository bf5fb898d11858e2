import { describe, expect, it } from 'vitest';
import { isPackageName, isRegistryRange, registryDependencies } from './dependency-rules.js';

describe('isRegistryRange: plain semver ranges only', () => {
  it.each(['^1.2.0', '~3', '1.x', '*', '', '>=2 <4', '1.2.3 - 2.3.4', '^2 || ^3', '1.0.0-beta.2', '=1.2.3', 'v1.2.3', '~1.2.3+build.5', 'X'])('accepts %j', (spec) => {
    expect(isRegistryRange(spec)).toBe(true);
  });

  it.each([
    'file:../x',
    'link:../x',
    'git://127.0.0.1/x.git',
    'git+https://127.0.0.1/x.git',
    'git+ssh://git@127.0.0.1:x.git',
    'http://127.0.0.1/x.tgz',
    'https://127.0.0.1/x.tgz',
    'npm:lodash@^4',
    'github:owner/repo',
    'owner/repo',
    'owner/repo#main',
    'latest',
    'next',
    'beta-1',
    '../x',
    '/abs/path',
    'C:\\x',
    'workspace:*',
    '^1.0.0\n',
    '1.0.0; rm -rf /',
    'x'.repeat(300),
  ])('refuses %j', (spec) => {
    expect(isRegistryRange(spec)).toBe(false);
  });
});

describe('isPackageName', () => {
  it.each(['axios', '@scope/pkg', 'a.b-c_d~e', 'x'])('accepts %s', (name) => expect(isPackageName(name)).toBe(true));
  it.each(['', 'Upper', '../x', '@scope', '@scope/../x', '.hidden', '_under', 'a b', 'a/b', 'x'.repeat(215)])('refuses %j', (name) => expect(isPackageName(name)).toBe(false));
});

describe('registryDependencies', () => {
  it('reads an object of names and ranges, trimming ranges and reading "" as *', () => {
    expect(registryDependencies({ axios: ' ^1.7.0 ', dayjs: '' }, 'com.x')).toEqual({ axios: '^1.7.0', dayjs: '*' });
    expect(registryDependencies(undefined, 'com.x')).toEqual({});
  });

  it('refuses anything else with the dependency named', () => {
    expect(() => registryDependencies(['axios'], 'com.x')).toThrow('The "dependencies" of com.x must be an object');
    expect(() => registryDependencies({ axios: 1 }, 'com.x')).toThrow('com.x depends on "axios" from "1"');
    expect(() => registryDependencies({ evil: 'git://h/x' }, 'com.x')).toThrow('only npm registry packages');
    expect(() => registryDependencies({ '../x': '1' }, 'com.x')).toThrow('not a valid npm package name');
  });
});
