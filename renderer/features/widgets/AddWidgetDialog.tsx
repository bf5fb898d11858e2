import { widgetDefinitions, widgetKinds, type WidgetKind } from '../../../shared/contracts/widgets.js';
import { Modal } from '../../components/Modal.js';

interface AddWidgetDialogProps {
  busy: boolean;
  onAdd: (kind: WidgetKind) => void;
  onClose: () => void;
}

/** The kinds to choose from, one button each; Escape or the backdrop closes it and focus goes back to "Add widget". */
export function AddWidgetDialog({ busy, onAdd, onClose }: AddWidgetDialogProps) {
  return (
    <Modal id="add-widget" title="Add a widget" onClose={onClose} initialFocus={`add-widget-${widgetKinds[0]}`}>
      <ul className="widget-kinds">
        {widgetKinds.map((kind) => (
          <li key={kind}>
            <button type="button" id={`add-widget-${kind}`} className="widget-kind" disabled={busy} onClick={() => onAdd(kind)} aria-describedby={`add-widget-${kind}-desc`}>
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
