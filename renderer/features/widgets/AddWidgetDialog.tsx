import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { needsSetup, parseWidgetConfig, widgetDefinitions, widgetKinds, type Widget, type WidgetKind } from '../../../shared/contracts/widgets.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { Modal } from '../../components/Modal.js';
import { widgetViews } from './registry.js';
import type { SettingsProps } from './widgetTypes.js';

interface AddWidgetDialogProps {
  busy: boolean;
  /** `config` only for a kind that needs settings before it is added. */
  onAdd: (kind: WidgetKind, config?: object) => void;
  onClose: () => void;
}

/**
 * The kinds to choose from, one button each; a kind whose defaults are not enough (a service
 * widget needs its link) asks for its settings first. Escape or the backdrop closes it and focus
 * goes back to "Add widget".
 */
export function AddWidgetDialog({ busy, onAdd, onClose }: AddWidgetDialogProps) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<WidgetKind | null>(null);
  if (setup) return <SetupStep kind={setup} busy={busy} onAdd={(config) => onAdd(setup, config)} onBack={() => setSetup(null)} onClose={onClose} />;
  return (
    <Modal id="add-widget" title={t('widgets.dialog.addTitle')} onClose={onClose} initialFocus={`add-widget-${widgetKinds[0]}`}>
      <ul className="widget-kinds">
        {widgetKinds.map((kind) => (
          <li key={kind}>
            <button type="button" id={`add-widget-${kind}`} className="widget-kind" disabled={busy} onClick={() => (needsSetup(kind) ? setSetup(kind) : onAdd(kind))} aria-describedby={`add-widget-${kind}-desc`}>
              <span className="widget-kind-title">{t(`widgets.kinds.${kind}`)}</span>
              <span className="widget-kind-desc" id={`add-widget-${kind}-desc`}>
                {t(`widgets.descriptions.${kind}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

interface SetupStepProps {
  kind: WidgetKind;
  busy: boolean;
  onAdd: (config: object) => void;
  onBack: () => void;
  onClose: () => void;
}

/** The kind's settings form, checked with the shared schema before the widget is added with them. */
function SetupStep({ kind, busy, onAdd, onBack, onClose }: SetupStepProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Widget['config']>(widgetDefinitions[kind].defaults);
  const [problem, setProblem] = useState<string | null>(null);
  const Settings = widgetViews[kind].Settings as ComponentType<SettingsProps<Widget['config']>> | undefined;
  // A choice made after a refused "Add widget" clears the old message.
  const change = (config: Widget['config']) => {
    setDraft(config);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWidgetConfig(kind, draft);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    onAdd(parsed.config);
  };
  const title = t(`widgets.kinds.${kind}`);
  return (
    <Modal id="add-widget" title={t('widgets.dialog.setupTitle', { kind: title })} onClose={onClose} initialFocus="add-widget-setup" className="widget-settings-modal">
      <form id="add-widget-setup" tabIndex={-1} aria-label={t('widgets.dialog.setupForm', { kind: title })} onSubmit={submit} noValidate>
        <p className="widget-kind-desc add-widget-intro">{t(`widgets.descriptions.${kind}`)}</p>
        {Settings ? <Settings config={draft} onChange={change} idPrefix="add-widget-setup" /> : null}
        {problem ? (
          <p className="field-error" role="alert">
            {translateMessage(problem)}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            {t('widgets.dialog.back')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('widgets.dialog.adding') : t('widgets.add')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
