import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';

/** What a user without the admin flag sees on an admin-only screen (spec-features §6). */
export function NotAuthorized() {
  return (
    <section className="page">
      <EmptyState icon={<ShieldIcon size={36} />} title={messages.notAuthorizedPage} text="Only an administrator manages the accounts of this Hearth." />
    </section>
  );
}
