// The Dockerfile and compose.yaml agree with each other and with what the image test builds on,
// without building anything (image.test.ts builds and runs the image).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baseImages, nodeBaseImage } from './node-base.js';
import { glibcAllocatorEnv } from '../../scripts/server-flags.mjs';

const dockerfile = readFileSync('Dockerfile', 'utf8');

interface ComposeService {
  build?: string;
  network_mode?: string;
  cap_add?: string[];
  volumes?: string[];
  stop_grace_period?: string;
}

describe('baseImages', () => {
  it('names the images FROM lines pull, not scratch or earlier stages, whatever the platform flag', () => {
    const text = 'FROM --platform=$BUILDPLATFORM docker.io/library/node:24-bookworm AS dist\nFROM docker.io/library/node:24-bookworm AS rootfs\nFROM dist AS again\nFROM scratch\n';
    expect(baseImages(text)).toEqual(['docker.io/library/node:24-bookworm']);
  });

  it("finds in the project's Dockerfile only the base the image test can make", () => {
    expect(baseImages(dockerfile)).toEqual([nodeBaseImage]);
  });
});

describe('Dockerfile', () => {
  it('ends on an empty base with a non-root user, /data, the two ports, tini and the health check', () => {
    const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(last).toMatch(/^\nFROM scratch\n/);
    expect(last).toMatch(/^USER 1000:1000$/m);
    expect(last).toMatch(/^VOLUME \/data$/m);
    expect(last).toMatch(/^EXPOSE 7420 7443$/m);
    expect(last).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    expect(last).toMatch(/^HEALTHCHECK .*\n\s+CMD \["\/usr\/local\/bin\/node", "\/app\/healthcheck.mjs"\]$/m);
  });

  it("gives the server glibc's allocator settings, so it need not restart itself for them", () => {
    const last = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    for (const [name, value] of Object.entries(glibcAllocatorEnv)) expect(last).toMatch(new RegExp(`^(ENV )?\\s*${name}=${value}\\b`, 'm'));
  });

  it('names no CPU in its instructions: the target stage takes whatever buildx builds for', () => {
    const instructions = dockerfile.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(instructions.join('\n')).not.toMatch(/x86_64|amd64|aarch64|arm64|linux-x64/);
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
  const hearth = compose.services.hearth;

  it("builds this Dockerfile, shares the host's network and lets ping use raw sockets", () => {
    expect(hearth).toMatchObject({ build: '.', network_mode: 'host', cap_add: ['NET_RAW'] });
  });

  it("keeps Hearth's data in a named volume at the image's /data, and gives the stop more than Hearth's 5 s grace", () => {
    expect(hearth?.volumes).toEqual(['hearth-data:/data']);
    expect(Object.keys(compose.volumes)).toEqual(['hearth-data']);
    expect(hearth?.stop_grace_period).toBe('10s');
  });
});
