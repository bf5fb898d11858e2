import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';

/**
 * What a user without the admin flag sees on an admin-only screen (spec-features §6), opened by
 * its address: it stays signed in and where it is. `text` says what only an administrator does.
 */
export function NotAuthorized({ text = 'Only an administrator manages the accounts of this Hearth.' }: { text?: string }) {
  return (
    <section className="page">
      <EmptyState icon={<ShieldIcon size={36} />} title={messages.notAuthorizedPage} text={text} />
    </section>
  );
}
