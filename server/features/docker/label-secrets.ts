import { secretIsSet } from '../../../shared/contracts/integrations.js';
import type { DockerContainer } from '../../../shared/contracts/docker.js';

/**
 * Labels carry credentials: Homepage's `homepage.widget.key`, `….password`, Traefik's
 * `basicauth.users` hashes. Every signed-in user sees the containers (cards show them); only a
 * super admin, who can read the engine anyway, sees those values. The others see that one is set.
 */
const secretStep = /^(api[-_]?)?key$|pass|secret|token|credential|^users$|^auth$|^email$/i;

export function isSecretLabel(name: string): boolean {
  return name.split(/[.[\]_-]+/).some((step) => secretStep.test(step));
}

export function withoutLabelSecrets(container: DockerContainer): DockerContainer {
  const labels = Object.fromEntries(Object.entries(container.labels).map(([name, value]) => [name, isSecretLabel(name) ? secretIsSet : value]));
  return { ...container, labels };
}
