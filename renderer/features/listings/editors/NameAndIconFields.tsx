import { useTranslation } from 'react-i18next';
import type { Icon } from '../../../../shared/contracts/icons.js';
import { FormField } from '../../../forms/FormField.js';
import { IconPickerField } from '../../icons/IconPickerField.js';
import type { EditorIssues } from './validation.js';

interface Props {
  nameLabel: string;
  name: string;
  icon: Icon | null;
  issues: EditorIssues;
  onName: (name: string) => void;
  onIcon: (icon: Icon | null) => void;
}

/** The name and icon every listing editor starts with. */
export function NameAndIconFields({ nameLabel, name, icon, issues, onName, onIcon }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id="listing-name"
        label={nameLabel}
        value={name}
        maxLength={200}
        autoComplete="off"
        error={issues.name}
        onChange={(e) => onName(e.target.value)}
      />
      <IconPickerField id="listing-icon" label={t('linkForm.icon')} value={icon} invalid={Boolean(issues.icon)} onChange={onIcon} />
    </>
  );
}
