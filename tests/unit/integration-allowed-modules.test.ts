import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface AllowedModules {
  builtins: string[];
  packages: string[];
}

const allowed = createRequire(import.meta.url)(join(process.cwd(), 'resources/integration-runtime/allowed-modules.cjs')) as AllowedModules;

describe("the integration runtime's allow-list (allowed-modules.cjs)", () => {
  it('cannot be widened by package code that requires the file itself', () => {
    expect(() => allowed.builtins.push('child_process')).toThrow(TypeError);
    expect(() => allowed.packages.push('shelljs')).toThrow(TypeError);
    expect(() => Object.assign(allowed, { builtins: ['child_process'] })).toThrow(TypeError);
    expect(allowed.builtins).not.toContain('child_process');
  });

  it("lists axios, which the runner itself loads from Hearth's node_modules", () => {
    expect(allowed.packages).toContain('axios');
  });
});
