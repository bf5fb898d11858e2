export const widgetFailedMessage = 'This widget could not be shown.';
export const widgetUnknownMessage = 'This kind of widget is newer than this page. Reload the page to show it, or remove it.';

interface WidgetFailedProps {
  name: string;
  /** Absent when trying again cannot help (a kind this page does not know). */
  onRetry?: () => void;
  /** Settings, when the kind has any: a setting the view cannot use is a likely cause. */
  onConfigure?: (opener: HTMLElement) => void;
  onRemove: () => void;
}

/** A widget card's body when its view failed: what happened and what the person can do. */
export function WidgetFailed({ name, onRetry, onConfigure, onRemove }: WidgetFailedProps) {
  const advice = onRetry ? (onConfigure ? 'Try again, check its settings, or remove it.' : 'Try again, or remove it.') : null;
  return (
    <div className="widget-failed" role="alert">
      <p className="widget-quiet">{advice ? `${widgetFailedMessage} ${advice}` : widgetUnknownMessage}</p>
      <div className="widget-failed-actions">
        {onRetry ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            Try again
          </button>
        ) : null}
        {onConfigure ? (
          <button type="button" className="btn btn-secondary btn-sm" aria-label={`Open the settings of ${name}`} onClick={(e) => onConfigure(e.currentTarget)}>
            Settings
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" aria-label={`Remove the widget ${name}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </div>
  );
}
