import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { messages } from '../../../shared/messages.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ShieldIcon } from '../../components/icons/NavIcons.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { dragAnnouncements } from '../listings/manage/dragAnnouncements.js';
import { useTotpList } from './totpQueries.js';
import { TotpRow } from './TotpRow.js';
import { useTotpMutations } from './useTotpMutations.js';

/** /manage/totp: the user's services, reordered by drag (mouse or keyboard), edited, deleted. */
export default function TotpManagePage() {
  const { t } = useTranslation();
  const { data: dashboard } = useDashboard();
  const enabled = dashboard?.userData.authenticator ?? true;
  const list = useTotpList(enabled);
  const { remove, reorder } = useTotpMutations();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const entries = useMemo(() => list.data ?? [], [list.data]);
  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => entries.find((e) => e._id === id)?.serviceName ?? t('authenticator.manage.theService');
    return { announcements: dragAnnouncements(nameOf) };
  }, [entries, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = entries.map((e) => e._id);
    reorder.mutate(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const actions = enabled ? (
    <>
      <Link className="btn btn-secondary" to="/manage/totp/import">
        {t('authenticator.manage.import')}
      </Link>
      <Link className="btn btn-primary" to="/manage/totp/save">
        {t('authenticator.addService')}
      </Link>
    </>
  ) : undefined;

  return (
    <section className="page totp-page">
      <PageHeader title={t('authenticator.manage.title')} subtitle={t('authenticator.manage.subtitle')} actions={actions} />
      {!enabled ? (
        <EmptyState icon={<ShieldIcon size={36} />} title={t('authenticator.manage.offTitle')} text={translateMessage(messages.totpFeatureOff)}>
          <Link className="btn btn-secondary" to="/manage/general">
            {t('authenticator.manage.generalSettings')}
          </Link>
        </EmptyState>
      ) : null}
      {enabled && list.isPending ? <Loader /> : null}
      {list.isError ? (
        <EmptyState icon={<ShieldIcon size={36} />} title={translateMessage(messages.totpListFailed)} text={translateMessage(list.error.message)}>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
            {t('authenticator.retry')}
          </button>
        </EmptyState>
      ) : null}
      {list.isSuccess && entries.length === 0 ? <EmptyState icon={<ShieldIcon size={36} />} title={t('authenticator.manage.emptyTitle')} text={t('authenticator.manage.emptyText')} /> : null}
      {entries.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={entries.map((e) => e._id)} strategy={verticalListSortingStrategy}>
            <ul className="card totp-rows" aria-label={t('authenticator.manage.listLabel')}>
              {entries.map((entry) => (
                <TotpRow key={entry._id} entry={entry} busy={remove.isPending} onDelete={() => remove.mutate(entry._id)} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
    </section>
  );
}
