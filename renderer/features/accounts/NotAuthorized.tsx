import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/**
 * What a user without the admin flag sees on an admin-only screen (spec-features §6), opened by
 * its address: it stays signed in and where it is, with the reason for this screen.
 */
export function NotAuthorized({ reason, children }: { reason?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <EmptyState icon={<ShieldIcon size={36} />} title={translateMessage(messages.notAuthorizedPage)} text={reason ?? t('accounts.adminOnly')}>
        {children}
      </EmptyState>
    </section>
  );
}
