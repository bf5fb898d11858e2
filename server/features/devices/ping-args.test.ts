import { describe, expect, it } from 'vitest';
import { arpSource, pingOptions } from './ping-args.js';

describe('pingOptions: one echo request, the wait in each OS own unit', () => {
  it('Linux (iputils): -W in seconds, fractions kept', () => {
    expect(pingOptions('linux', 2)).toEqual({ timeout: false, min_reply: 1, extra: ['-W', '2'] });
    expect(pingOptions('linux', 0.2)).toEqual({ timeout: false, min_reply: 1, extra: ['-W', '0.2'] });
  });

  it('macOS: -W in milliseconds', () => {
    expect(pingOptions('darwin', 2)).toEqual({ timeout: false, min_reply: 1, extra: ['-W', '2000'] });
    expect(pingOptions('darwin', 0.2)).toEqual({ timeout: false, min_reply: 1, extra: ['-W', '200'] });
  });

  it('Windows: -w in milliseconds, never -W (ping.exe refuses it)', () => {
    expect(pingOptions('win32', 2)).toEqual({ timeout: false, min_reply: 1, extra: ['-w', '2000'] });
    expect(pingOptions('win32', 0.2).extra).not.toContain('-W');
  });

  it('never asks for a zero wait', () => {
    expect(pingOptions('darwin', 0.0001).extra).toEqual(['-W', '1']);
  });
});

describe('the command the ping package builds with them', () => {
  // The package's own builders, as they run for each OS: what actually reaches ping.
  it.each([
    ['linux', ['-n', '-c', '1', '-W', '0.2', '127.0.0.1']],
    ['darwin', ['-W', '200', '127.0.0.1']],
    ['win32', ['-w', '200', '127.0.0.1']],
  ] as const)('%s', async (platform, expected) => {
    const { default: factory } = await import('ping/lib/builder/factory.js');
    const args = factory.createBuilder(platform).getCommandArguments('127.0.0.1', pingOptions(platform, 0.2));
    for (const part of expected) expect(args).toContain(part);
    expect(args.join(' ')).toContain(expected.slice(-3).join(' '));
    if (platform === 'win32') expect(args).not.toContain('-W');
  });
});

describe('arpSource', () => {
  it('reads /proc on Linux and `arp -a` on macOS and Windows', () => {
    expect(arpSource('linux')).toBe('proc');
    expect(arpSource('darwin')).toBe('arp-a');
    expect(arpSource('win32')).toBe('arp-a');
  });
});
