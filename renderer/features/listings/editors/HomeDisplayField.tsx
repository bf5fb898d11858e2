import type { HomeDisplay } from '../../../../shared/contracts/home.js';

const choices: { value: HomeDisplay; label: string; hint: string }[] = [
  { value: 'tile', label: 'Folder tile', hint: 'One card that opens the folder.' },
  { value: 'section', label: 'Section', hint: 'Its title with its links as cards, live values included.' },
];

/** How a featured root folder shows on Home (issue 44). */
export function HomeDisplayField({ value, onChange }: { value: HomeDisplay; onChange: (next: HomeDisplay) => void }) {
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">On Home, show as</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="radio-field" htmlFor={`home-display-${choice.value}`}>
          <input
            id={`home-display-${choice.value}`}
            type="radio"
            name="home-display"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <span className="radio-field-label">{choice.label}</span>
            <span className="field-hint">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
