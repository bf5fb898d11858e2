import type { ContainerAction } from '../../../shared/contracts/docker.js';

interface ActionWords {
  verb: string;
  busy: string;
  tone: 'danger' | 'primary';
  question: (name: string, host: string) => string;
}

/** The confirmation's words per action: what will happen, on which host. */
export const actionWords: Record<ContainerAction, ActionWords> = {
  start: { verb: 'Start', busy: 'Starting…', tone: 'primary', question: (name, host) => `Start ${name} on ${host}?` },
  stop: { verb: 'Stop', busy: 'Stopping…', tone: 'danger', question: (name, host) => `Stop ${name} on ${host}? Its service is unavailable until it is started again.` },
  restart: { verb: 'Restart', busy: 'Restarting…', tone: 'primary', question: (name, host) => `Restart ${name} on ${host}? Its service is unavailable for a moment.` },
};
