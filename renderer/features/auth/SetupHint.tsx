import { useTranslation } from 'react-i18next';

/** What the setup link in the server console looks like: an address, the same in every language. */
const setupLinkShape = 'http://…/setup?code=…';

/** Shown on /login while no administrator exists yet. */
export function SetupHint() {
  const { t } = useTranslation();
  return (
    <div className="notice" role="note">
      <strong>{t('setup.hintTitle')}</strong>
      <span>
        {t('setup.hintBody')} <code dir="ltr">{setupLinkShape}</code>
      </span>
    </div>
  );
}
