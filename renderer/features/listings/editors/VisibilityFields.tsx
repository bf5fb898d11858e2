import { useTranslation } from 'react-i18next';
import { CheckboxField } from './CheckboxField.js';

export interface Visibility {
  inSidebar: boolean;
  onFeatured: boolean;
}

/** "Show on featured screen" (root items only, spec-core §5) and "Show in sidebar". */
export function VisibilityFields({ value, atRoot, onChange }: { value: Visibility; atRoot: boolean; onChange: (next: Visibility) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t('linkForm.whereItShows')}</legend>
      {atRoot ? (
        <CheckboxField
          id="show-featured"
          label={t('linkForm.showFeatured')}
          hint={t('linkForm.showFeaturedHint')}
          checked={value.onFeatured}
          onChange={(onFeatured) => onChange({ ...value, onFeatured })}
        />
      ) : null}
      <CheckboxField
        id="show-sidebar"
        label={t('linkForm.showSidebar')}
        hint={t('linkForm.showSidebarHint')}
        checked={value.inSidebar}
        onChange={(inSidebar) => onChange({ ...value, inSidebar })}
      />
    </fieldset>
  );
}
