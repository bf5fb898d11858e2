import { useTranslation } from 'react-i18next';

interface PageSelectProps {
  pages: readonly { id: string; title: string }[];
  value: string;
  onChange: (pageId: string) => void;
}

/** "Link to a page": one of the user's pages, or none. Disabled with "No pages yet" when there are none. */
export function PageSelect({ pages, value, onChange }: PageSelectProps) {
  const { t } = useTranslation();
  const none = pages.length === 0;
  return (
    <div className="field">
      <label className="field-label" htmlFor="link-page">
        {t('linkForm.pageLabel')}
      </label>
      <select id="link-page" className="input select" value={none ? '' : value} disabled={none} onChange={(e) => onChange(e.target.value)}>
        {none ? (
          <option value="">{t('linkForm.noPages')}</option>
        ) : (
          <>
            <option value="">{t('linkForm.noPage')}</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.title}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
