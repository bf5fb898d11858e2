import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NetworkDevice } from '../../../shared/contracts/devices.js';
import type { PowerAction } from '../../../shared/contracts/device-power.js';
import { messages } from '../../../shared/messages.js';
import { formatDate, formatTime } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { useRegionalLocale } from '../../i18n/useRegionalLocale.js';
import { IconImage } from '../../components/IconImage.js';
import { CloudIcon, PowerIcon } from './DeviceIcons.js';
import type { LiveStatus } from './useDeviceStatus.js';
import { CardHealth } from '../monitoring/CardHealth.js';

type Dot = 'alive' | 'dead' | 'checking';

function dotOf(device: NetworkDevice, live: LiveStatus | undefined): Dot {
  if (live?.checking) return 'checking';
  return (live?.alive ?? device.isAlive) ? 'alive' : 'dead';
}

const checkTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };
const checkDay: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

/** "Last checked 09:41:05" (with the day when it was not today), or "Never checked". */
export function lastCheckedText(t: TFunction, locale: string, device: NetworkDevice, live: LiveStatus | undefined, now: Date = new Date()): string {
  const times = [device.lastCheckedAt, live?.checkedAt].filter((at): at is string => Boolean(at)).sort();
  const latest = times.at(-1);
  if (!latest) return device.deviceIp ? t('devices.card.neverChecked') : t('devices.card.neverCheckedNoIp');
  const at = new Date(latest);
  const time = at.toDateString() === now.toDateString() ? formatTime(locale, at, checkTime) : formatDate(locale, at, checkDay);
  return t('devices.card.lastChecked', { time });
}

/** "waking", then "online after N s" or "did not answer" after a wake; "already online" when it was. */
function wakeText(t: TFunction, live: LiveStatus | undefined): string | null {
  const wake = live?.wake;
  if (!wake) return null;
  if (live.alreadyOnline) return translateMessage(messages.wakeAlreadyOnline);
  if (wake.wake === 'waking') return translateMessage(messages.wakeWaking);
  if (wake.wake === 'online') return t('devices.card.onlineAfter', { seconds: wake.seconds ?? 0 });
  return translateMessage(messages.wakeDidNotAnswer);
}

interface Props {
  device: NetworkDevice;
  live: LiveStatus | undefined;
  onCheck: () => void;
  onWake: () => void;
  /** The shut-down and sleep actions set up for the device (none: no buttons). */
  powerActions?: readonly PowerAction[];
  onPower?: (action: PowerAction) => void;
  /** A line under the status: the device's next scheduled wake or shut-down. */
  scheduleLine?: string | null;
  /** The latest scheduled run, when it was skipped (the device was already in that state). */
  skipLine?: string | null;
}

/** A front card: name, MAC and IP (or N/A), wake and virtual icons, and the status dot with its words. */
export function DeviceCard({ device, live, onCheck, onWake, powerActions = [], onPower, scheduleLine = null, skipLine = null }: Props) {
  const { t } = useTranslation();
  const locale = useRegionalLocale();
  const dot = dotOf(device, live);
  const status = t(`devices.status.${dot}`);
  const progress = wakeText(t, live);
  const checked = lastCheckedText(t, locale, device, live);
  const notAvailable = t('devices.notAvailable');
  const face = (
    <>
      <span className="listing-card-icon">
        <IconImage icon={device.deviceIcon} size={40} />
      </span>
      <span className="listing-card-name">{device.deviceName}</span>
      <span className="device-card-line">{t('devices.card.mac', { mac: device.deviceMac ?? notAvailable })}</span>
      <span className="device-card-line">{t('devices.card.ip', { ip: device.deviceIp ?? notAvailable })}</span>
      <span className="device-card-badges">
        {device.supportsWol ? <PowerIcon size={15} title={t('devices.wakeOnLan')} /> : null}
        {device.virtualDevice ? <CloudIcon size={15} title={t('devices.card.virtual')} /> : null}
      </span>
      <span className="device-state" data-status={dot}>
        <span className="device-state-label">{status}</span>
        <span className="device-state-checked">{checked}</span>
      </span>
      {progress ? (
        <span className="device-card-wake" role="status">
          {progress}
        </span>
      ) : null}
      {scheduleLine ? <span className="device-card-schedule">{scheduleLine}</span> : null}
      {skipLine ? <span className="device-card-schedule">{skipLine}</span> : null}
    </>
  );
  return (
    <article className="listing-card device-card" aria-label={device.deviceName}>
      {device.supportsWol ? (
        <button type="button" className="listing-card-link device-card-body" onClick={onWake} aria-label={t('devices.card.wake', { name: device.deviceName })}>
          {face}
        </button>
      ) : (
        <div className="listing-card-link device-card-body">{face}</div>
      )}
      <button type="button" className={`device-dot is-${dot}`} onClick={onCheck} disabled={!device.deviceIp} aria-label={t('devices.card.checkNow', { status, name: device.deviceName })} title={t('devices.card.dotTitle', { status, checked })} data-status={dot} />
      {powerActions.length > 0 && onPower ? (
        <div className="device-card-actions">
          {powerActions.map((action) => (
            <button key={action} type="button" className="btn btn-secondary btn-sm" onClick={() => onPower(action)} aria-label={t(`devices.power.actionName.${action}`, { name: device.deviceName })}>
              {t(`devices.power.actions.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
      <CardHealth kind="device" targetId={device._id} name={device.deviceName} />
    </article>
  );
}
