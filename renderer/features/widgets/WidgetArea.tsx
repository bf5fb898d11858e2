import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Widget } from '../../../shared/contracts/widgets.js';
import { isApiError } from '../../api/client.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { dragAnnouncements } from '../listings/manage/dragAnnouncements.js';
import { AddWidgetDialog } from './AddWidgetDialog.js';
import { WidgetCard } from './WidgetCard.js';
import { WidgetSettingsDialog } from './WidgetSettingsDialog.js';
import { useWidgetMutations, useWidgets } from './widgetQueries.js';
import { widgetName } from './widgetName.js';
import { useServiceLinkNames } from './serviceLinks.js';
import { useWidgetWords } from './widgetWords.js';

interface Editing {
  widget: Widget;
  opener: HTMLElement;
}

/**
 * The widgets of one area ("home" or a page id): added from a dialog, reordered by drag or keyboard
 * (saved at once, put back when refused), configured in a dialog and removed. An area the user
 * has left empty takes one line: its title and the add button.
 */
export function WidgetArea({ area, title: givenTitle }: { area: string; title?: string }) {
  const { t } = useTranslation();
  const words = useWidgetWords();
  const title = givenTitle ?? t('widgets.title');
  const { data: widgets, isError, error } = useWidgets(area);
  const linkNames = useServiceLinkNames(widgets);
  const { add, configure, remove, reorder } = useWidgetMutations(area);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const widget = widgets?.find((w) => w.id === id);
      return widget ? widgetName(widget, linkNames, words) : t('widgets.theWidget');
    };
    return { announcements: dragAnnouncements(nameOf) };
  }, [widgets, linkNames, words, t]);

  // Another user's published page: its widgets are its owner's, so there is nothing to show.
  if (isError && isApiError(error) && error.status === 404) return null;
  // A failed list read leaves the rest of the page as it is, with one quiet line.
  if (isError) return <p className="widget-quiet widgets-failed">{t('widgets.loadFailed')}</p>;
  if (!widgets) return null;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = widgets.map((w) => w.id);
    reorder.mutate(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const headingId = `widgets-${area}-title`;

  return (
    <section className="widget-area" aria-labelledby={headingId}>
      <div className="widget-area-head">
        <h2 className="section-title" id={headingId}>
          {title}
        </h2>
        <button ref={addButton} type="button" className="btn btn-secondary btn-sm" onClick={() => setAdding(true)}>
          <PlusIcon size={16} />
          {t('widgets.add')}
        </button>
      </div>
      {widgets.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={widgets.map((w) => w.id)} strategy={rectSortingStrategy}>
            <ul className="widget-grid" aria-label={title}>
              {widgets.map((widget) => (
                <WidgetCard
                  key={widget.id}
                  widget={widget}
                  onConfigure={(opener) => setEditing({ widget, opener })}
                  onRemove={() => {
                    remove.mutate(widget.id);
                    addButton.current?.focus();
                  }}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
      {adding ? (
        <AddWidgetDialog
          busy={add.isPending}
          onClose={() => setAdding(false)}
          onAdd={(kind, config) => add.mutate(config ? { kind, config } : kind, { onSuccess: () => setAdding(false) })}
        />
      ) : null}
      {editing ? (
        <WidgetSettingsDialog
          widget={editing.widget}
          busy={configure.isPending}
          onSave={(config) => configure.mutateAsync({ id: editing.widget.id, config })}
          onClose={() => setEditing(null)}
          returnFocus={() => (editing.opener.isConnected ? editing.opener : addButton.current)}
        />
      ) : null}
    </section>
  );
}
