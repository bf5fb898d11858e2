import type { NetworkDevice } from '../../../shared/contracts/devices.js';
import { powerActionLabels, type PowerAction } from '../../../shared/contracts/device-power.js';
import { messages } from '../../../shared/messages.js';
import { IconImage } from '../../components/IconImage.js';
import { CloudIcon, PowerIcon } from './DeviceIcons.js';
import type { LiveStatus } from './useDeviceStatus.js';
import { CardHealth } from '../monitoring/CardHealth.js';

type Dot = 'alive' | 'dead' | 'checking';

function dotOf(device: NetworkDevice, live: LiveStatus | undefined): Dot {
  if (live?.checking) return 'checking';
  return (live?.alive ?? device.isAlive) ? 'alive' : 'dead';
}

const dotLabel: Record<Dot, string> = { alive: 'Online', dead: 'Offline', checking: 'Checking…' };

const checkTime = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const checkDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** "Last checked 09:41:05" (with the day when it was not today), or "Never checked". */
export function lastCheckedText(device: NetworkDevice, live: LiveStatus | undefined, now: Date = new Date()): string {
  const times = [device.lastCheckedAt, live?.checkedAt].filter((t): t is string => Boolean(t)).sort();
  const latest = times.at(-1);
  if (!latest) return device.deviceIp ? 'Never checked' : 'Never checked: no IP address';
  const at = new Date(latest);
  return `Last checked ${(at.toDateString() === now.toDateString() ? checkTime : checkDay).format(at)}`;
}

/** "waking", then "online after N s" or "did not answer" after a wake; "already online" when it was. */
function wakeText(live: LiveStatus | undefined): string | null {
  const wake = live?.wake;
  if (!wake) return null;
  if (live.alreadyOnline) return messages.wakeAlreadyOnline;
  if (wake.wake === 'waking') return messages.wakeWaking;
  if (wake.wake === 'online') return `online after ${wake.seconds ?? 0} s`;
  return messages.wakeDidNotAnswer;
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
  const dot = dotOf(device, live);
  const progress = wakeText(live);
  const checked = lastCheckedText(device, live);
  const face = (
    <>
      <span className="listing-card-icon">
        <IconImage icon={device.deviceIcon} size={40} />
      </span>
      <span className="listing-card-name">{device.deviceName}</span>
      <span className="device-card-line">MAC: {device.deviceMac ?? 'N/A'}</span>
      <span className="device-card-line">IP: {device.deviceIp ?? 'N/A'}</span>
      <span className="device-card-badges">
        {device.supportsWol ? <PowerIcon size={15} title="Wake on LAN" /> : null}
        {device.virtualDevice ? <CloudIcon size={15} title="Virtual device" /> : null}
      </span>
      <span className="device-state" data-status={dot}>
        <span className="device-state-label">{dotLabel[dot]}</span>
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
        <button type="button" className="listing-card-link device-card-body" onClick={onWake} aria-label={`Wake ${device.deviceName}`}>
          {face}
        </button>
      ) : (
        <div className="listing-card-link device-card-body">{face}</div>
      )}
      <button type="button" className={`device-dot is-${dot}`} onClick={onCheck} disabled={!device.deviceIp} aria-label={`${dotLabel[dot]}: check ${device.deviceName} now`} title={`${dotLabel[dot]}. ${checked}. Click to check now.`} data-status={dot} />
      {powerActions.length > 0 && onPower ? (
        <div className="device-card-actions">
          {powerActions.map((action) => (
            <button key={action} type="button" className="btn btn-secondary btn-sm" onClick={() => onPower(action)} aria-label={`${powerActionLabels[action]} ${device.deviceName}`}>
              {powerActionLabels[action]}
            </button>
          ))}
        </div>
      ) : null}
      <CardHealth kind="device" targetId={device._id} name={device.deviceName} />
    </article>
  );
}
