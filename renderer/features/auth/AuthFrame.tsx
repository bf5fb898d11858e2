import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { productName } from '../../../shared/constants.js';

/** The centred card around the login and setup forms. */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <main className="auth-card">
        <div className="auth-brand">
          <img src="/icons/hearth.svg" alt="" width={40} height={40} />
          <span>{productName}</span>
        </div>
        <h1 className="auth-title">{title}</h1>
        <p className="auth-subtitle">{subtitle}</p>
        {children}
      </main>
      <p className="auth-foot">{t('auth.tagline')}</p>
    </div>
  );
}
