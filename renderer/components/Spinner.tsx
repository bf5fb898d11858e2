import { useTranslation } from 'react-i18next';

/** A small spinning ring; `label` is read by screen readers. */
export function Spinner({ size = 22, label }: { size?: number; label?: string }) {
  const { t } = useTranslation();
  return <span className="spinner" role="status" aria-label={label ?? t('shell.loading')} style={{ width: size, height: size }} />;
}
