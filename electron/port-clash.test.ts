import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import type { ClashDialog, ClashResolver } from './port-clash.js';
import { alternativePorts, clashDialog, isHearthAnswer, startResolvingClashes } from './port-clash.js';
import { PortTakenError } from './server-host.js';

describe('isHearthAnswer', () => {
  it("recognises Hearth's health answer, with its database up or down", () => {
    expect(isHearthAnswer(200, { error: false, message: messages.apiRunning })).toBe(true);
    expect(isHearthAnswer(500, { error: true, message: messages.databaseNotConnected })).toBe(true);
  });

  it('does not mistake other programs for Hearth', () => {
    expect(isHearthAnswer(200, { message: 'hello' })).toBe(false);
    expect(isHearthAnswer(404, null)).toBe(false);
    expect(isHearthAnswer(500, { message: messages.apiRunning })).toBe(false);
  });
});

describe('alternativePorts', () => {
  it('offers the next unprivileged ports, nearest first', () => {
    expect(alternativePorts(7420, 3)).toEqual([7421, 7422, 7423]);
    expect(alternativePorts(80, 2)).toEqual([1024, 1025]);
    expect(alternativePorts(65534)).toEqual([65535]);
  });
});

describe('clashDialog', () => {
  it('offers to open the Hearth that already holds the port', () => {
    const { dialog, choices } = clashDialog({ port: 7420, owner: 'hearth', alternative: null, portFromEnvironment: false });
    expect(dialog.message).toBe('Hearth is already running on port 7420.');
    expect(choices).toEqual([{ kind: 'open-existing', url: 'http://127.0.0.1:7420/' }, { kind: 'quit' }]);
  });

  it('names the port another program holds and offers a fixed free one', () => {
    const { dialog, choices } = clashDialog({ port: 7420, owner: 'other', alternative: 7421, portFromEnvironment: false });
    expect(dialog.buttons).toEqual(['Use port 7421', 'Quit']);
    expect(dialog.detail).toContain('Another program on this computer uses port 7420');
    expect(choices[0]).toEqual({ kind: 'use-port', port: 7421 });
  });

  it('only explains when HEARTH_PORT fixes the port', () => {
    const { dialog, choices } = clashDialog({ port: 9000, owner: 'other', alternative: null, portFromEnvironment: true });
    expect(dialog.detail).toContain('HEARTH_PORT');
    expect(choices).toEqual([{ kind: 'quit' }]);
  });
});

function taken(port: number): PortTakenError {
  return new PortTakenError(port, Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }));
}

function resolver(overrides: Partial<ClashResolver<string>> & { ports: number[]; answers: number[] }) {
  const asked: ClashDialog[] = [];
  const saved: number[] = [];
  let attempt = 0;
  const fake: ClashResolver<string> = {
    start: () => {
      const port = overrides.ports[attempt++];
      return port === undefined ? Promise.resolve('server') : Promise.reject(taken(port));
    },
    owner: () => Promise.resolve('other'),
    freePort: (ports) => Promise.resolve(ports[0] ?? null),
    portFromEnvironment: false,
    ask: (dialog) => (asked.push(dialog), Promise.resolve(overrides.answers.shift() ?? dialog.cancelId)),
    savePort: (port) => (saved.push(port), Promise.resolve()),
    ...overrides,
  };
  return { fake, asked, saved };
}

describe('startResolvingClashes', () => {
  it('starts without a dialog when the port is free', async () => {
    const { fake, asked } = resolver({ ports: [], answers: [] });
    expect(await startResolvingClashes(fake)).toEqual({ started: 'server' });
    expect(asked).toEqual([]);
  });

  it('saves the port the user accepts and starts on it', async () => {
    const { fake, saved } = resolver({ ports: [7420], answers: [0] });
    expect(await startResolvingClashes(fake)).toEqual({ started: 'server' });
    expect(saved).toEqual([7421]);
  });

  it('opens the other Hearth instead of starting a second one', async () => {
    const { fake, saved } = resolver({ ports: [7420], answers: [0], owner: () => Promise.resolve('hearth') });
    expect(await startResolvingClashes(fake)).toEqual({ ended: { kind: 'open-existing', url: 'http://127.0.0.1:7420/' } });
    expect(saved).toEqual([]);
  });

  it('quits when the dialog is dismissed', async () => {
    const { fake } = resolver({ ports: [7420], answers: [1] });
    expect(await startResolvingClashes(fake)).toEqual({ ended: { kind: 'quit' } });
  });

  it('rethrows start failures that are not a clash', async () => {
    const { fake } = resolver({ ports: [], answers: [], start: () => Promise.reject(new Error('migration failed')) });
    await expect(startResolvingClashes(fake)).rejects.toThrow('migration failed');
  });
});
