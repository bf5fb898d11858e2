import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format.js';
import { attackerGuessesPerSecond, durationParts, passphraseStrength, type StrengthLevel } from './passphraseStrength.js';

const levels: StrengthLevel[] = ['weak', 'fair', 'strong', 'very-strong'];

/**
 * The strength of a passphrase being chosen, under its field (which names this `id` in its
 * aria-describedby): a four-step meter and what it means. Only the level is announced as it
 * changes, not every keystroke's sentence.
 */
export function PassphraseStrength({ id, passphrase }: { id: string; passphrase: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (!passphrase) {
    return (
      <p id={id} className="field-hint strength-empty">
        {t('backup.strength.empty')}
      </p>
    );
  }
  const strength = passphraseStrength(passphrase);
  const filled = levels.indexOf(strength.level) + 1;
  const parts = durationParts(2 ** strength.bits / 2, attackerGuessesPerSecond);
  const time =
    parts.kind === 'about'
      ? t('backup.strength.about', { time: formatNumber(language, parts.count, { style: 'unit', unit: parts.unit, unitDisplay: 'long' }) })
      : t(`backup.strength.${parts.kind}`);
  const found = t('backup.strength.found', { guesses: formatNumber(language, attackerGuessesPerSecond), time });
  const advice = strength.level === 'weak' ? t('backup.strength.adviceWeak') : strength.level === 'fair' ? t('backup.strength.adviceFair') : '';
  return (
    <div id={id} className="strength" data-level={strength.level}>
      <div className="strength-meter" aria-hidden="true">
        {levels.map((level, i) => (
          <span key={level} className={i < filled ? 'strength-segment is-filled' : 'strength-segment'} />
        ))}
      </div>
      <p className="strength-text">
        <span className="strength-label" role="status">
          {t('backup.strength.label', { level: t(`backup.strength.${strength.level}`) })}
        </span>{' '}
        {advice ? `${found} ${advice}` : found}
      </p>
    </div>
  );
}
