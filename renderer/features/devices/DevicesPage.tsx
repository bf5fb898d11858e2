import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { EmptyState } from '../../components/EmptyState.js';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';
import { DeviceIcon } from '../../components/icons/NavIcons.js';
import { useHeaderSearch } from '../search/useHeaderSearch.js';
import { DeviceCard } from './DeviceCard.js';
import { useFrontDevices, useWakeDevice } from './deviceQueries.js';
import { useDeviceStatus } from './useDeviceStatus.js';
import { useDevicesEnabled } from './useDevicesEnabled.js';
import { WakeDialog } from './WakeDialog.js';
import { AddDeviceLink } from './AddDeviceLink.js';
import type { PowerAction } from '../../../shared/contracts/device-power.js';
import { PowerDialog } from './power/PowerDialog.js';
import { usePowerActions, useRunPower } from './power/powerQueries.js';
import { useSchedules } from './schedules/scheduleQueries.js';
import { lastSkipLine, nextScheduleLine } from './schedules/scheduleText.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';

/** /networkdevices: the cards, live over one status socket; a wake asks first. */
export default function DevicesPage() {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const enabled = useDevicesEnabled();
  const search = useHeaderSearch().trim().toLowerCase();
  const devices = useFrontDevices();
  const { statuses, check } = useDeviceStatus(enabled === true);
  const wake = useWakeDevice();
  const [waking, setWaking] = useState<string | null>(null);
  const powerActions = usePowerActions(enabled === true);
  const runPower = useRunPower();
  const schedules = useSchedules(enabled === true);
  const [powering, setPowering] = useState<{ id: string; action: PowerAction } | null>(null);

  if (enabled === false) return <Navigate to="/" replace />;
  const wakingDevice = devices.data?.find((d) => d._id === waking);
  const poweringDevice = devices.data?.find((d) => d._id === powering?.id);
  const shown = (devices.data ?? []).filter((d) => d.deviceName.toLowerCase().includes(search));

  return (
    <div className="page devices-page">
      <PageHeader title={t('devices.title')} subtitle={t('devices.front.subtitle')} />
      {devices.isPending ? <Loader /> : null}
      {devices.isError ? (
        <EmptyState title={translateMessage(messages.devicesFetchFailed)} text={t('devices.front.loadFailed')}>
          <button type="button" className="btn btn-primary" onClick={() => void devices.refetch()}>
            {t('devices.retry')}
          </button>
        </EmptyState>
      ) : null}
      {devices.isSuccess && shown.length === 0 ? (
        <EmptyState icon={<DeviceIcon size={36} />} title={search ? t('devices.front.noMatch') : translateMessage(messages.noDevices)} text={search ? t('devices.front.noMatchText') : t('devices.emptyText')}>
          <AddDeviceLink />
        </EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <div className="card-grid-wrap">
          <ul className="card-grid" aria-label={t('devices.list')}>
            {shown.map((device) => (
              <li key={device._id}>
                <DeviceCard
                  device={device}
                  live={statuses[device._id]}
                  onCheck={() => check(device._id)}
                  onWake={() => setWaking(device._id)}
                  powerActions={powerActions.data?.get(device._id)}
                  onPower={(action) => setPowering({ id: device._id, action })}
                  scheduleLine={nextScheduleLine(device._id, schedules.data ?? [], locale)}
                  skipLine={lastSkipLine(device._id, schedules.data ?? [], locale)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {wakingDevice ? (
        <WakeDialog
          name={wakingDevice.deviceName}
          busy={wake.isPending}
          onClose={() => setWaking(null)}
          onConfirm={() => wake.mutate(wakingDevice._id, { onSettled: () => setWaking(null) })}
        />
      ) : null}
      {poweringDevice && powering ? (
        <PowerDialog
          name={poweringDevice.deviceName}
          action={powering.action}
          busy={runPower.isPending}
          onClose={() => setPowering(null)}
          onConfirm={() => runPower.mutate({ id: poweringDevice._id, action: powering.action }, { onSettled: () => setPowering(null) })}
        />
      ) : null}
    </div>
  );
}
