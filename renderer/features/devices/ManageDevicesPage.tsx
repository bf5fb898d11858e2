import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { DeviceIcon } from '../../components/icons/NavIcons.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import { dragAnnouncements } from '../listings/manage/dragAnnouncements.js';
import { RadarIcon } from './DeviceIcons.js';
import { useDeleteDevice, useManagedDevices, useReorderDevices } from './deviceQueries.js';
import { ManageDeviceRow } from './ManageDeviceRow.js';
import { AddDeviceLink } from './AddDeviceLink.js';
import { ScanPanel } from './ScanPanel.js';
import { ScheduleSection } from './schedules/ScheduleSection.js';
import { useDevicesEnabled } from './useDevicesEnabled.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/** /manage/networkdevices: reorder by mouse or keyboard, edit, delete, add, and the LAN scan. */
export default function ManageDevicesPage() {
  const { t } = useTranslation();
  const enabled = useDevicesEnabled();
  const isAdmin = useIsSuperAdmin();
  const devices = useManagedDevices();
  const reorder = useReorderDevices();
  const remove = useDeleteDevice();
  const [scanning, setScanning] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const items = useMemo(() => devices.data ?? [], [devices.data]);
  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => items.find((d) => d._id === id)?.deviceName ?? t('devices.manage.someDevice');
    return { announcements: dragAnnouncements(nameOf) };
  }, [items, t]);

  if (enabled === false) return <Navigate to="/manage" replace />;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((d) => d._id);
    reorder.mutate(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const actions = (
    <>
      {isAdmin ? (
        <button type="button" className="btn btn-secondary" aria-expanded={scanning} onClick={() => setScanning((s) => !s)}>
          <RadarIcon size={16} />
          <span>{t('devices.manage.scan')}</span>
        </button>
      ) : null}
      <AddDeviceLink />
    </>
  );

  return (
    <div className="page manage-page devices-manage">
      <PageHeader title={t('devices.title')} subtitle={t('devices.manage.subtitle')} actions={actions} />
      {scanning ? <ScanPanel known={items} onClose={() => setScanning(false)} /> : null}
      {devices.isPending ? <Loader /> : null}
      {devices.isError ? (
        <EmptyState title={translateMessage(messages.devicesFetchFailed)} text={t('devices.manage.loadFailed')}>
          <button type="button" className="btn btn-primary" onClick={() => void devices.refetch()}>
            {t('devices.retry')}
          </button>
        </EmptyState>
      ) : null}
      {devices.isSuccess && items.length === 0 ? (
        <EmptyState icon={<DeviceIcon size={36} />} title={translateMessage(messages.noDevices)} text={t('devices.emptyText')}>
          <AddDeviceLink />
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
          <SortableContext items={items.map((d) => d._id)} strategy={verticalListSortingStrategy}>
            <ul className="device-list" aria-label={t('devices.list')}>
              {items.map((device) => (
                <ManageDeviceRow key={device._id} device={device} busy={remove.isPending} onDelete={() => remove.mutate(device._id)} />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
      {devices.isSuccess && items.length > 0 ? <ScheduleSection devices={items} /> : null}
    </div>
  );
}
