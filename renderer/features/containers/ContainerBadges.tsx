import { healthBadge, stateBadge } from './containerView.js';

/** State and health as words in tinted badges (the colour is never the only sign). */
export function ContainerBadges({ state, health }: { state: string; health: string | null }) {
  const stateShown = stateBadge(state);
  const healthShown = healthBadge(health);
  return (
    <span className="container-badges">
      <span className="container-badge" data-tone={stateShown.tone}>
        {stateShown.label}
      </span>
      {healthShown ? (
        <span className="container-badge" data-tone={healthShown.tone}>
          {healthShown.label}
        </span>
      ) : null}
    </span>
  );
}
