import { useTranslation } from 'react-i18next';
import type { HomeDisplay } from '../../../../shared/contracts/home.js';

const choices: HomeDisplay[] = ['tile', 'section'];

/** How a featured root folder shows on Home (issue 44). */
export function HomeDisplayField({ value, onChange }: { value: HomeDisplay; onChange: (next: HomeDisplay) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t('folderForm.homeDisplay.legend')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="radio-field" htmlFor={`home-display-${choice}`}>
          <input
            id={`home-display-${choice}`}
            type="radio"
            name="home-display"
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>
            <span className="radio-field-label">{t(`folderForm.homeDisplay.${choice}`)}</span>
            <span className="field-hint">{t(`folderForm.homeDisplay.${choice}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
