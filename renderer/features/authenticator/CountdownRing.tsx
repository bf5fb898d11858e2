/** A ring that empties as the code's period runs out; red in the last 5 seconds. */
export function CountdownRing({ secondsLeft, period }: { secondsLeft: number; period: number }) {
  const radius = 15;
  const circumference = 2 * Math.PI * radius;
  const share = Math.max(0, Math.min(1, secondsLeft / period));
  return (
    <span className={`totp-ring${secondsLeft <= 5 ? ' ending' : ''}`} aria-hidden="true">
      <svg viewBox="0 0 36 36" width="36" height="36">
        <circle className="totp-ring-track" cx="18" cy="18" r={radius} />
        <circle className="totp-ring-left" cx="18" cy="18" r={radius} strokeDasharray={circumference} strokeDashoffset={circumference * (1 - share)} />
      </svg>
      <span className="totp-ring-text">{Math.max(0, secondsLeft)}</span>
    </span>
  );
}
