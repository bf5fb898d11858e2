import type { DockerContainerList } from '../../../shared/contracts/docker.js';
import { FieldError } from '../../forms/FieldError.js';
import { containerChoices, type BindingForm, type BindingMode } from './bindingForm.js';

interface Props {
  value: BindingForm;
  list: DockerContainerList | undefined;
  error: string | null;
  onChange: (value: BindingForm) => void;
}

const modes: [BindingMode, string][] = [
  ['none', 'No container'],
  ['container', 'A container from the list'],
  ['label', 'By label'],
];

/** The link form's "Container": its card then shows the container's state and health. */
export function ContainerBindingField({ value, list, error, onChange }: Props) {
  const choices = containerChoices(list?.items ?? []);
  // A bound container that is gone still shows, so saving does not silently unbind it.
  const known = choices.some((g) => g.options.some((o) => o.value === value.chosen));
  return (
    <fieldset className="editor-group" aria-describedby={error ? 'link-container-error' : undefined}>
      <legend className="editor-legend">Container</legend>
      <div className="field">
        <label className="field-label" htmlFor="link-container-mode">
          Show a container&apos;s state on the card
        </label>
        <select id="link-container-mode" className="input select" value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as BindingMode })}>
          {modes.map(([mode, label]) => (
            <option key={mode} value={mode}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {value.mode === 'container' ? (
        <div className="field">
          <label className="field-label" htmlFor="link-container">
            Container
          </label>
          <select id="link-container" className="input select" value={value.chosen} onChange={(e) => onChange({ ...value, chosen: e.target.value })} aria-invalid={error ? true : undefined}>
            <option value="">Choose…</option>
            {value.chosen && !known ? <option value={value.chosen}>{value.chosen.slice(value.chosen.indexOf('/') + 1)} (not found now)</option> : null}
            {choices.map((group) => (
              <optgroup key={group.hostName} label={group.hostName}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {list && list.items.length === 0 ? <p className="field-hint">No containers found: an administrator adds Docker hosts under Settings.</p> : null}
        </div>
      ) : null}
      {value.mode === 'label' ? (
        <div className="field">
          <label className="field-label" htmlFor="link-container-label">
            Label selector
          </label>
          <input id="link-container-label" className="input" value={value.label} placeholder="com.docker.compose.service=jellyfin" autoComplete="off" spellCheck={false} aria-invalid={error ? true : undefined} aria-describedby="link-container-label-hint" onChange={(e) => onChange({ ...value, label: e.target.value })} />
          <p className="field-hint" id="link-container-label-hint">
            key=value (or just key), matched on every host; a running container is preferred. Survives a container being re-created under a new name.
          </p>
        </div>
      ) : null}
      <FieldError id="link-container-error" message={error} />
    </fieldset>
  );
}
