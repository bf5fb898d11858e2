import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { i18n } from '../../../i18n/i18n.js';

/**
 * Screen reader announcements for reordering that name the items instead of their ids, in the
 * reader's language (also used by the devices, widgets and authenticator lists).
 */
export function dragAnnouncements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  // Said at the moment of the drag, so in the language the reader has then.
  const t = (key: string, values: Record<string, string>): string => i18n.t(key, values);
  return {
    onDragStart: ({ active }) => t('manage.drag.start', { name: nameOf(active.id) }),
    // Over itself means "not moved yet" (also fired right after pick-up): nothing to say.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? t('manage.drag.over', { active: nameOf(active.id), over: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('manage.drag.end', { active: nameOf(active.id), over: nameOf(over.id) })
        : t('manage.drag.endInPlace', { active: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('manage.drag.cancel', { active: nameOf(active.id) }),
  };
}
