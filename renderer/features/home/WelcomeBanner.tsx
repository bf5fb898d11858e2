import { useState, type ReactNode } from 'react';
import { formatToday, greetingFor } from './greeting.js';

interface WelcomeBannerProps {
  name: string;
  siteName: string;
  /** Right-hand slot: the weather widget. */
  aside?: ReactNode;
}

/** The home screen's greeting: time of day, the user's name and today's date. */
export function WelcomeBanner({ name, siteName, aside }: WelcomeBannerProps) {
  // Read once per visit: a greeting that changes under the reader would be odd.
  const [now] = useState(() => new Date());
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome-main">
        <p className="welcome-kicker">
          {greetingFor(now.getHours())} · {formatToday(now)}
        </p>
        <h1 id="welcome-title" className="welcome-title">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </h1>
        <p className="welcome-text">Your featured listings on {siteName}.</p>
      </div>
      {aside ? <div className="welcome-aside">{aside}</div> : null}
    </section>
  );
}
