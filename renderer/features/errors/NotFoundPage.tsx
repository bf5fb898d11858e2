import { useTranslation } from 'react-i18next';
import { CompassIcon } from '../../components/icons/UiIcons.js';
import { ErrorFrame } from './ErrorFrame.js';

/** Any unknown path, /notfound and /server-error (spec-features §2: the same page). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorFrame
      icon={<CompassIcon size={40} />}
      eyebrow="404"
      title={t('errors.notFound.title')}
      text={<p>{t('errors.notFound.text')}</p>}
    />
  );
}
