import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../shared/contracts/widgets.js';
import { EditIcon, GripIcon, TrashIcon } from '../listings/ListingIcons.js';
import { WidgetBoundary } from './WidgetBoundary.js';
import { WidgetFailed } from './WidgetFailed.js';
import { widgetViews } from './registry.js';
import type { WidgetView } from './widgetTypes.js';
import { widgetName } from './widgetName.js';
import { useServiceLinkNames } from './serviceLinks.js';
import { useWidgetWords } from './widgetWords.js';

interface WidgetCardProps {
  widget: Widget;
  onConfigure: (opener: HTMLElement) => void;
  onRemove: () => void;
}

/** One widget: its title, a drag handle (pointer or keyboard: Space, arrows, Space), settings and remove. */
export function WidgetCard({ widget, onConfigure, onRemove }: WidgetCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: widget.id });
  const { t } = useTranslation();
  const name = widgetName(widget, useServiceLinkNames([widget]), useWidgetWords());
  // A page loaded before an update meets kinds it does not know: that card says so, the rest show.
  const view = (widgetViews as Partial<Record<string, WidgetView<Widget['kind']>>>)[widget.kind];
  // The registry pairs each kind with its own config type; here the kind is only known at run time.
  const Component = view?.Component as ComponentType<{ config: Widget['config'] }> | undefined;
  const configure = view?.Settings ? onConfigure : undefined;
  const headingId = `widget-${widget.id}-title`;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'widget is-dragging' : 'widget'}>
      <section className={`widget-card widget-${widget.kind}`} aria-labelledby={headingId}>
        <div className="widget-head">
          <h3 className="widget-title" id={headingId}>
            {name}
          </h3>
          <button ref={setActivatorNodeRef} type="button" className="drag-handle widget-handle" aria-label={t('widgets.reorder', { name })} title={t('widgets.dragToReorder')} {...attributes} {...listeners}>
            <GripIcon size={16} />
          </button>
          {configure ? (
            <button type="button" className="icon-btn" aria-label={t('widgets.settingsOf', { name })} title={t('widgets.settings')} onClick={(e) => configure(e.currentTarget)}>
              <EditIcon size={16} />
            </button>
          ) : null}
          <button type="button" className="icon-btn" aria-label={t('widgets.removeNamed', { name })} title={t('widgets.remove')} onClick={onRemove}>
            <TrashIcon size={16} />
          </button>
        </div>
        <div className="widget-body">
          {Component ? (
            // New settings are a new try (the key): a view that failed on the old ones may read these.
            <WidgetBoundary key={widget.updatedAt} name={name} fallback={(retry) => <WidgetFailed name={name} onRetry={retry} onConfigure={configure} onRemove={onRemove} />}>
              <Component config={widget.config} />
            </WidgetBoundary>
          ) : (
            <WidgetFailed name={name} onRemove={onRemove} />
          )}
        </div>
      </section>
    </li>
  );
}
