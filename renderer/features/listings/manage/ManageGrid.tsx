import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Listing } from '../../../../shared/contracts/listings.js';
import { dragAnnouncements } from './dragAnnouncements.js';
import { ManageCard } from './ManageCard.js';
import type { MoveMode } from './useMoveMode.js';

interface ManageGridProps {
  items: Listing[];
  move: MoveMode;
  /** Saves a new order; resolves false when the server refused it. */
  onReorder: (ids: string[]) => Promise<boolean>;
  onMoveInto: (folderId: string) => Promise<boolean>;
  onDelete: (itemId: string) => Promise<boolean>;
}

/** An order the user made, kept until the list it was made on is replaced by a new answer. */
interface LocalOrder {
  base: Listing[];
  ids: string[];
}

function inOrder(items: Listing[], ids: string[]): Listing[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The management grid: drag (pointer after 6 px, or keyboard: Space, arrows, Space) to reorder,
 * saved at once and put back when saving fails. Move mode shows only folders and no dragging.
 */
export function ManageGrid({ items, move, onReorder, onMoveInto, onDelete }: ManageGridProps) {
  const { t } = useTranslation();
  const [local, setLocal] = useState<LocalOrder | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ordered = local?.base === items ? inOrder(items, local.ids) : items;
  const { moving } = move;
  const shown = moving ? ordered.filter((item) => item.listingType === 'category' || item._id === moving.id) : ordered;
  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => items.find((item) => item._id === id)?.listingName ?? t('manage.drag.theItem');
    return { announcements: dragAnnouncements(nameOf) };
  }, [items, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = ordered.map((item) => item._id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    const previous = local;
    setLocal({ base: items, ids: next });
    void onReorder(next).then((saved) => saved || setLocal(previous));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={shown.map((item) => item._id)} strategy={rectSortingStrategy} disabled={moving !== null}>
        <div className="card-grid-wrap">
          <ul className="card-grid manage-grid" aria-label={t('manage.items')}>
            {shown.map((listing) => (
              <ManageCard
                key={listing._id}
                listing={listing}
                moving={moving}
                open={listing.listingType === 'category' ? { to: move.linkTo(listing._id), state: move.linkState } : null}
                onToggleMove={() => move.toggle(listing)}
                onMoveHere={() => onMoveInto(listing._id)}
                onDelete={() => onDelete(listing._id)}
              />
            ))}
          </ul>
        </div>
      </SortableContext>
    </DndContext>
  );
}
