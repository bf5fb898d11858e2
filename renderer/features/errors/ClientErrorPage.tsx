import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';

/** /client-error. */
export default function ClientErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorFrame
      icon={<AlertIcon size={40} />}
      title={t('errors.client.title')}
      text={<p>{t('errors.client.text')}</p>}
    />
  );
}
