import { CheckboxField } from './CheckboxField.js';

export interface Visibility {
  inSidebar: boolean;
  onFeatured: boolean;
}

/** "Show on featured screen" (root items only, spec-core §5) and "Show in sidebar". */
export function VisibilityFields({ value, atRoot, onChange }: { value: Visibility; atRoot: boolean; onChange: (next: Visibility) => void }) {
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">Where it shows</legend>
      {atRoot ? (
        <CheckboxField
          id="show-featured"
          label="Show on featured screen"
          hint="On your home page."
          checked={value.onFeatured}
          onChange={(onFeatured) => onChange({ ...value, onFeatured })}
        />
      ) : null}
      <CheckboxField
        id="show-sidebar"
        label="Show in sidebar"
        hint="In the sidebar's listings, on every screen."
        checked={value.inSidebar}
        onChange={(inSidebar) => onChange({ ...value, inSidebar })}
      />
    </fieldset>
  );
}
