import { useState, type ComponentType, type FormEvent } from 'react';
import { needsSetup, parseWidgetConfig, widgetDefinitions, widgetKinds, type Widget, type WidgetKind } from '../../../shared/contracts/widgets.js';
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
  const [setup, setSetup] = useState<WidgetKind | null>(null);
  if (setup) return <SetupStep kind={setup} busy={busy} onAdd={(config) => onAdd(setup, config)} onBack={() => setSetup(null)} onClose={onClose} />;
  return (
    <Modal id="add-widget" title="Add a widget" onClose={onClose} initialFocus={`add-widget-${widgetKinds[0]}`}>
      <ul className="widget-kinds">
        {widgetKinds.map((kind) => (
          <li key={kind}>
            <button type="button" id={`add-widget-${kind}`} className="widget-kind" disabled={busy} onClick={() => (needsSetup(kind) ? setSetup(kind) : onAdd(kind))} aria-describedby={`add-widget-${kind}-desc`}>
              <span className="widget-kind-title">{widgetDefinitions[kind].title}</span>
              <span className="widget-kind-desc" id={`add-widget-${kind}-desc`}>
                {widgetDefinitions[kind].description}
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
  const title = widgetDefinitions[kind].title;
  return (
    <Modal id="add-widget" title={`Add ${title}`} onClose={onClose} initialFocus="add-widget-setup" className="widget-settings-modal">
      <form id="add-widget-setup" tabIndex={-1} aria-label={`Settings of the new ${title} widget`} onSubmit={submit} noValidate>
        <p className="widget-kind-desc add-widget-intro">{widgetDefinitions[kind].description}</p>
        {Settings ? <Settings config={draft} onChange={change} idPrefix="add-widget-setup" /> : null}
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add widget'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
