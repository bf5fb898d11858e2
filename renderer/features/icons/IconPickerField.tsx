import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { builtinIcons, selfProvider, simpleIconsProvider, type Icon } from '../../../shared/contracts/icons.js';
import { IconImage } from '../../components/IconImage.js';
import { ImageIcon } from './ToolIcons.js';
import { reachable } from '../../api/reachableImport.js';

const IconPickerModal = lazy(reachable(() => import('./IconPickerModal.js')));
const preload = () => void import('./IconPickerModal.js');

/** A few words about the chosen icon, under its name: the pack is named as people know it. */
function describe(t: TFunction, icon: Icon | null, packNames: ReadonlyMap<string, string>): string {
  if (!icon) return t('linkForm.iconField.none');
  if (icon.iconProvider !== selfProvider) return `${icon.iconId ?? t('linkForm.icon')} · ${packNames.get(icon.iconProvider) ?? icon.iconProvider}`;
  return (builtinIcons as readonly string[]).includes(icon.iconUrl) ? t('linkForm.iconField.builtin', { name: icon.iconUrl }) : t('linkForm.iconField.uploaded');
}

interface IconPickerFieldProps {
  id: string;
  label: string;
  value: Icon | null;
  onChange: (icon: Icon | null) => void;
  invalid?: boolean;
}

/** A form field showing the chosen icon; its button opens the "Select Icon" picker. */
export function IconPickerField({ id, label, value, onChange, invalid = false }: IconPickerFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const describedBy = `${id}-desc`;
  const { data } = useDashboard();
  const packNames = useMemo(() => new Map<string, string>([[simpleIconsProvider, 'Simple Icons'], ...(data?.iconPacks ?? []).map((p): [string, string] => [p.iconProvider, p.iconName])]), [data?.iconPacks]);
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`icon-field${invalid ? ' invalid' : ''}`}>
        <button
          type="button"
          id={id}
          className="icon-choice"
          aria-label={t('linkForm.iconField.choose')}
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}
        >
          {value ? <IconImage icon={value} size={40} /> : <ImageIcon size={26} />}
        </button>
        <div className="icon-field-text">
          <span id={describedBy} className="icon-field-name">
            {describe(t, value, packNames)}
          </span>
          <span className="icon-field-actions">
            <button type="button" className="link-btn" onClick={() => setOpen(true)}>
              {value ? t('linkForm.iconField.change') : t('linkForm.iconField.select')}
            </button>
            {value ? (
              <button type="button" className="link-btn" onClick={() => onChange(null)}>
                {t('linkForm.iconField.remove')}
              </button>
            ) : null}
          </span>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <IconPickerModal current={value} onSelect={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
