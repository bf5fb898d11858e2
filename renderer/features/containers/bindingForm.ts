import { containerBindingSchema, type ContainerBindingInput, type DockerContainer, type LinkContainer } from '../../../shared/contracts/docker.js';

/** How a link names its container: none, one chosen from the list, or a label selector. */
export type BindingMode = 'none' | 'container' | 'label';

export interface BindingForm {
  mode: BindingMode;
  /** `host/name` of the chosen container. */
  chosen: string;
  label: string;
}

export function bindingFormOf(bound: LinkContainer | undefined): BindingForm {
  if (bound?.label) return { mode: 'label', chosen: '', label: bound.label };
  if (bound?.host && bound.name) return { mode: 'container', chosen: `${bound.host}/${bound.name}`, label: '' };
  return { mode: 'none', chosen: '', label: '' };
}

/** The body of POST /docker/links/:id/container; `{}` unbinds. */
export function bindingPayload(form: BindingForm): ContainerBindingInput {
  if (form.mode === 'label') return { label: form.label };
  if (form.mode === 'container') {
    const slash = form.chosen.indexOf('/');
    return slash > 0 ? { host: form.chosen.slice(0, slash), name: form.chosen.slice(slash + 1) } : { host: null, name: null };
  }
  return {};
}

/** The form's own refusals (the binding field shows them from the catalogue, docker.binding.*). */
export const bindingFormErrors = {
  chooseContainer: 'Choose the container, or pick "No container".',
  enterLabel: 'Enter a label selector like app=jellyfin, or pick "No container".',
} as const;

/** The shared schema's message for the binding, or null when it is fine. */
export function bindingError(form: BindingForm): string | null {
  if (form.mode === 'container' && !form.chosen) return bindingFormErrors.chooseContainer;
  if (form.mode === 'label' && !form.label.trim()) return bindingFormErrors.enterLabel;
  const result = containerBindingSchema.safeParse(bindingPayload(form));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Whether saving must write the binding: it changed from what the server holds. */
export function bindingChanged(form: BindingForm, bound: LinkContainer | undefined): boolean {
  return JSON.stringify(bindingPayload(form)) !== JSON.stringify(bindingPayload(bindingFormOf(bound)));
}

/** The list's choices by host: `host/name` values, names as labels. */
export function containerChoices(items: readonly DockerContainer[]): { hostName: string; options: { value: string; label: string }[] }[] {
  const byHost = new Map<string, { hostName: string; options: { value: string; label: string }[] }>();
  for (const c of [...items].sort((a, b) => a.name.localeCompare(b.name))) {
    const group = byHost.get(c.host) ?? { hostName: c.hostName, options: [] };
    group.options.push({ value: `${c.host}/${c.name}`, label: `${c.name} (${c.image})` });
    byHost.set(c.host, group);
  }
  return [...byHost.values()];
}
