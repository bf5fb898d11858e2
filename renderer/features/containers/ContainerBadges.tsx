import { useTranslation } from 'react-i18next';
import { healthBadge, stateBadge, stateBadgeKey } from './containerView.js';

/** State and health as words in tinted badges (the colour is never the only sign). */
export function ContainerBadges({ state, health }: { state: string; health: string | null }) {
  const { t } = useTranslation();
  const stateShown = stateBadge(state);
  const healthShown = healthBadge(health);
  // A state Docker may add later shows as itself (stateBadge's word), like it does in English.
  const stateKey = stateBadgeKey(state);
  return (
    <span className="container-badges">
      <span className="container-badge" data-tone={stateShown.tone}>
        {stateKey ? t(`docker.state.${stateKey}`) : stateShown.label}
      </span>
      {healthShown ? (
        <span className="container-badge" data-tone={healthShown.tone}>
          {t(`docker.health.${health ?? ''}`)}
        </span>
      ) : null}
    </span>
  );
}
