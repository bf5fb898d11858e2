import { useTranslation } from 'react-i18next';
import type { ListingKind } from '../../../../shared/contracts/listings.js';

/** Said above an edit screen whose item does not exist: the form adds a new one instead. */
export function MissingNotice({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation();
  const section = kind === 'link' ? 'linkForm' : `folderForm.${kind}`;
  return (
    <>
      <strong>{t(`${section}.missingTitle`)}</strong>
      <span>{t(`${section}.missingText`)}</span>
    </>
  );
}
