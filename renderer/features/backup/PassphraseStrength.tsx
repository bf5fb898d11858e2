import { passphraseStrength, type StrengthLevel } from './passphraseStrength.js';

const levels: StrengthLevel[] = ['weak', 'fair', 'strong', 'very-strong'];

/**
 * The strength of a passphrase being chosen, under its field (which names this `id` in its
 * aria-describedby): a four-step meter and what it means. Only the level is announced as it
 * changes, not every keystroke's sentence.
 */
export function PassphraseStrength({ id, passphrase }: { id: string; passphrase: string }) {
  if (!passphrase) {
    return (
      <p id={id} className="field-hint strength-empty">
        Four or more unrelated words make a strong passphrase that is easy to remember.
      </p>
    );
  }
  const strength = passphraseStrength(passphrase);
  const filled = levels.indexOf(strength.level) + 1;
  return (
    <div id={id} className="strength" data-level={strength.level}>
      <div className="strength-meter" aria-hidden="true">
        {levels.map((level, i) => (
          <span key={level} className={i < filled ? 'strength-segment is-filled' : 'strength-segment'} />
        ))}
      </div>
      <p className="strength-text">
        <span className="strength-label" role="status">
          Strength: {strength.label}.
        </span>{' '}
        {strength.hint}
      </p>
    </div>
  );
}
