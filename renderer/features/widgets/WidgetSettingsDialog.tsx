import { useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWidgetConfig, type Widget } from '../../../shared/contracts/widgets.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { Modal } from '../../components/Modal.js';
import { widgetViews } from './registry.js';
import type { SettingsProps } from './widgetTypes.js';
import { widgetName } from './widgetName.js';
import { useServiceLinkNames } from './serviceLinks.js';
import { useWidgetWords } from './widgetWords.js';

interface WidgetSettingsDialogProps {
  widget: Widget;
  busy: boolean;
  onSave: (config: object) => Promise<unknown>;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/** A kind's settings form in a dialog, checked with the same schema the server uses before it is sent. */
export function WidgetSettingsDialog({ widget, busy, onSave, onClose, returnFocus }: WidgetSettingsDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(widget.config);
  const [problem, setProblem] = useState<string | null>(null);
  const name = widgetName(widget, useServiceLinkNames([widget]), useWidgetWords());
  const Settings = widgetViews[widget.kind].Settings as ComponentType<SettingsProps<Widget['config']>> | undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWidgetConfig(widget.kind, draft);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    void onSave(parsed.config).then(onClose, () => undefined);
  };
  return (
    <Modal id="widget-settings" title={t('widgets.settingsOf', { name })} onClose={onClose} returnFocus={returnFocus} className="widget-settings-modal">
      <form onSubmit={submit} noValidate>
        {Settings ? <Settings config={draft} onChange={setDraft} idPrefix={`widget-${widget.id}`} /> : null}
        {problem ? (
          <p className="field-error" role="alert">
            {translateMessage(problem)}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('widgets.dialog.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('widgets.dialog.saving') : t('widgets.dialog.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
