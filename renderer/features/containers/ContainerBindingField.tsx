import { useTranslation } from 'react-i18next';
import type { DockerContainerList } from '../../../shared/contracts/docker.js';
import { FieldError } from '../../forms/FieldError.js';
import { bindingFormErrors, containerChoices, type BindingForm, type BindingMode } from './bindingForm.js';

interface Props {
  value: BindingForm;
  list: DockerContainerList | undefined;
  error: string | null;
  onChange: (value: BindingForm) => void;
}

const modes: BindingMode[] = ['none', 'container', 'label'];

/** The link form's "Container": its card then shows the container's state and health. */
export function ContainerBindingField({ value, list, error, onChange }: Props) {
  const { t } = useTranslation();
  const choices = containerChoices(list?.items ?? []);
  // The form's own refusals from the catalogue; the schema's (shared messages) FieldError translates.
  const shownError = error === bindingFormErrors.chooseContainer ? t('docker.binding.chooseContainer') : error === bindingFormErrors.enterLabel ? t('docker.binding.enterLabel') : error;
  // A bound container that is gone still shows, so saving does not silently unbind it.
  const known = choices.some((g) => g.options.some((o) => o.value === value.chosen));
  return (
    <fieldset className="editor-group" aria-describedby={error ? 'link-container-error' : undefined}>
      <legend className="editor-legend">{t('docker.binding.legend')}</legend>
      <div className="field">
        <label className="field-label" htmlFor="link-container-mode">
          {t('docker.binding.modeLabel')}
        </label>
        <select id="link-container-mode" className="input select" value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as BindingMode })}>
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`docker.binding.mode.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      {value.mode === 'container' ? (
        <div className="field">
          <label className="field-label" htmlFor="link-container">
            {t('docker.binding.container')}
          </label>
          <select id="link-container" className="input select" value={value.chosen} onChange={(e) => onChange({ ...value, chosen: e.target.value })} aria-invalid={error ? true : undefined}>
            <option value="">{t('docker.binding.choose')}</option>
            {value.chosen && !known ? <option value={value.chosen}>{t('docker.binding.notFoundNow', { name: value.chosen.slice(value.chosen.indexOf('/') + 1) })}</option> : null}
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
          {list && list.items.length === 0 ? <p className="field-hint">{t('docker.binding.noContainers')}</p> : null}
        </div>
      ) : null}
      {value.mode === 'label' ? (
        <div className="field">
          <label className="field-label" htmlFor="link-container-label">
            {t('docker.binding.labelSelector')}
          </label>
          <input id="link-container-label" className="input" value={value.label} placeholder={t('docker.binding.labelPlaceholder')} autoComplete="off" spellCheck={false} aria-invalid={error ? true : undefined} aria-describedby="link-container-label-hint" onChange={(e) => onChange({ ...value, label: e.target.value })} />
          <p className="field-hint" id="link-container-label-hint">
            {t('docker.binding.labelHint')}
          </p>
        </div>
      ) : null}
      <FieldError id="link-container-error" message={shownError} />
    </fieldset>
  );
}
