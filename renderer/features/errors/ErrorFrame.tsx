import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HomeIcon } from '../../components/icons/NavIcons.js';

interface ErrorFrameProps {
  icon: ReactNode;
  /** Large code or word above the title, e.g. "404". */
  eyebrow?: string;
  title: string;
  text: ReactNode;
  children?: ReactNode;
  /** Hide the Go to Homepage link (the database page goes home by itself). */
  noHomeLink?: boolean;
}

/** The full-screen frame shared by the error pages. */
export function ErrorFrame({ icon, eyebrow, title, text, children, noHomeLink }: ErrorFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="error-page">
      <main className="error-card">
        <span className="error-icon">{icon}</span>
        {eyebrow ? <p className="error-eyebrow">{eyebrow}</p> : null}
        <h1 className="error-title">{title}</h1>
        <div className="error-text">{text}</div>
        {children}
        {noHomeLink ? null : (
          <Link className="btn btn-primary" to="/">
            <HomeIcon size={18} /> {t('errors.goHome')}
          </Link>
        )}
      </main>
    </div>
  );
}
