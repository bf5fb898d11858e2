import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/** Screen reader announcements for reordering that name the items instead of their ids. */
export function dragAnnouncements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    // Over itself means "not moved yet" (also fired right after pick-up): nothing to say.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${nameOf(active.id)} is now at the place of ${nameOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? `${nameOf(active.id)} was dropped at the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} was dropped where it was.`,
  };
}
