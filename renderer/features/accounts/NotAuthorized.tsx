import type { ReactNode } from 'react';
import { adminOnlyMessages, messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';

/**
 * What a user without the admin flag sees on an admin-only screen (spec-features §6), opened by
 * its address: it stays signed in and where it is, with the reason for this screen.
 */
export function NotAuthorized({ reason = adminOnlyMessages.accounts, children }: { reason?: string; children?: ReactNode }) {
  return (
    <section className="page">
      <EmptyState icon={<ShieldIcon size={36} />} title={messages.notAuthorizedPage} text={reason}>
        {children}
      </EmptyState>
    </section>
  );
}
