/**
 * What happens when the configured port is taken. Another Hearth (a headless one, or another
 * user's) is opened instead of starting a second; another program gets a dialog offering a
 * free fixed port, which is then saved. Pure models here; main.ts shows the dialog.
 */
import { messages } from '../shared/messages.js';
import { PortTakenError } from './server-host.js';

/** Who holds the port, from GET /api/v1/home on it (see port-probe.ts). */
export type PortOwner = 'hearth' | 'other';

/** Whether an answer to GET /api/v1/home came from a Hearth server (its database up or not). */
export function isHearthAnswer(status: number, body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('message' in body)) return false;
  const { message } = body;
  if (status === 200) return message === messages.apiRunning;
  return status === 500 && message === messages.databaseNotConnected;
}

const lowestOfferedPort = 1024;

/** Ports to offer instead, nearest first (unprivileged, so no OS asks for an administrator). */
export function alternativePorts(taken: number, count = 10): number[] {
  const first = Math.max(taken + 1, lowestOfferedPort);
  const ports: number[] = [];
  for (let port = first; port <= 65535 && ports.length < count; port += 1) ports.push(port);
  return ports;
}

/** The subset of Electron's MessageBoxOptions this dialog sets. */
export interface ClashDialog {
  type: 'warning' | 'info';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
}

export type ClashChoice = { kind: 'open-existing'; url: string } | { kind: 'use-port'; port: number } | { kind: 'quit' };

export interface ClashFacts {
  port: number;
  owner: PortOwner;
  /** A free port to offer, or null when none was found or HEARTH_PORT fixes the port. */
  alternative: number | null;
  /** HEARTH_PORT is set: the port is the environment's choice, not the app's to change. */
  portFromEnvironment: boolean;
}

/** The dialog for a clash and the choice each of its buttons stands for. */
export function clashDialog(facts: ClashFacts): { dialog: ClashDialog; choices: ClashChoice[] } {
  const url = `http://127.0.0.1:${facts.port}/`;
  if (facts.owner === 'hearth') {
    return {
      dialog: {
        type: 'info',
        title: 'Hearth is already running',
        message: `Hearth is already running on port ${facts.port}.`,
        detail: 'Another Hearth (a headless server or another account on this computer) serves on this port. Open it in your browser instead of starting a second one.',
        buttons: ['Open it', 'Quit'],
        defaultId: 0,
        cancelId: 1,
      },
      choices: [{ kind: 'open-existing', url }, { kind: 'quit' }],
    };
  }
  const why = `Another program on this computer uses port ${facts.port}, so Hearth cannot serve on it.`;
  if (facts.alternative === null) {
    const fix = facts.portFromEnvironment
      ? 'HEARTH_PORT chooses this port: set it to a free port, or close the other program.'
      : 'Close the other program and start Hearth again.';
    return {
      dialog: { type: 'warning', title: 'Port in use', message: `Port ${facts.port} is in use.`, detail: `${why} ${fix}`, buttons: ['Quit'], defaultId: 0, cancelId: 0 },
      choices: [{ kind: 'quit' }],
    };
  }
  return {
    dialog: {
      type: 'warning',
      title: 'Port in use',
      message: `Port ${facts.port} is in use.`,
      detail: `${why} Hearth can use port ${facts.alternative} from now on; bookmarks and links on other devices must then use the new port.`,
      buttons: [`Use port ${facts.alternative}`, 'Quit'],
      defaultId: 0,
      cancelId: 1,
    },
    choices: [{ kind: 'use-port', port: facts.alternative }, { kind: 'quit' }],
  };
}

export interface ClashResolver<S> {
  start(): Promise<S>;
  owner(port: number): Promise<PortOwner>;
  /** The first of `ports` nobody listens on, or null. */
  freePort(ports: readonly number[]): Promise<number | null>;
  portFromEnvironment: boolean;
  /** Shows the dialog; answers the index of the button pressed. */
  ask(dialog: ClashDialog): Promise<number>;
  /** Saves the new port, so the next start (this one's retry included) uses it. */
  savePort(port: number): Promise<void>;
}

/**
 * Starts the server, resolving port clashes with the user. Answers the server, or the choice that
 * ends this launch (open the other Hearth, or quit).
 */
export async function startResolvingClashes<S>(
  resolver: ClashResolver<S>,
): Promise<{ started: S } | { ended: Exclude<ClashChoice, { kind: 'use-port' }> }> {
  for (;;) {
    let taken: PortTakenError;
    try {
      return { started: await resolver.start() };
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error;
      taken = error;
    }
    const owner = await resolver.owner(taken.port);
    const alternative =
      owner === 'other' && !resolver.portFromEnvironment ? await resolver.freePort(alternativePorts(taken.port)) : null;
    const { dialog, choices } = clashDialog({ port: taken.port, owner, alternative, portFromEnvironment: resolver.portFromEnvironment });
    const choice = choices[await resolver.ask(dialog)] ?? choices[dialog.cancelId] ?? { kind: 'quit' };
    if (choice.kind !== 'use-port') return { ended: choice };
    await resolver.savePort(choice.port);
  }
}
