import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const says = onRetry ? (onConfigure ? 'retrySettingsRemove' : 'retryRemove') : 'unknownKind';
  return (
    <div className="widget-failed" role="alert">
      <p className="widget-quiet">{t(`widgets.failed.${says}`)}</p>
      <div className="widget-failed-actions">
        {onRetry ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
            {t('widgets.failed.tryAgain')}
          </button>
        ) : null}
        {onConfigure ? (
          <button type="button" className="btn btn-secondary btn-sm" aria-label={t('widgets.failed.openSettings', { name })} onClick={(e) => onConfigure(e.currentTarget)}>
            {t('widgets.failed.settings')}
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary btn-sm" aria-label={t('widgets.failed.removeWidget', { name })} onClick={onRemove}>
          {t('widgets.failed.remove')}
        </button>
      </div>
    </div>
  );
}
