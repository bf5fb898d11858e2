import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { dayPart, formatToday } from './greeting.js';

interface WelcomeBannerProps {
  name: string;
  siteName: string;
  /** Right-hand slot: the weather widget. */
  aside?: ReactNode;
}

/** The home screen's greeting: time of day, the user's name and today's date. */
export function WelcomeBanner({ name, siteName, aside }: WelcomeBannerProps) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  // Read once per visit: a greeting that changes under the reader would be odd.
  const [now] = useState(() => new Date());
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome-main">
        <p className="welcome-kicker">
          {t(`home.greeting.${dayPart(now.getHours())}`)} · {formatToday(now, locale)}
        </p>
        <h1 id="welcome-title" className="welcome-title">
          {name ? t('home.welcomeName', { name }) : t('home.welcome')}
        </h1>
        <p className="welcome-text">{t('home.featuredOn', { siteName })}</p>
      </div>
      {aside ? <div className="welcome-aside">{aside}</div> : null}
    </section>
  );
}
