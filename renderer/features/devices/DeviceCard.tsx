import type { NetworkDevice } from '../../../shared/contracts/devices.js';
import { messages } from '../../../shared/messages.js';
import { IconImage } from '../../components/IconImage.js';
import { CloudIcon, PowerIcon } from './DeviceIcons.js';
import type { LiveStatus } from './useDeviceStatus.js';
import { CardHealth } from '../monitoring/CardHealth.js';
import { formatAge } from '../backup/format.js';
import { useNow } from '../monitoring/useNow.js';

type Dot = 'alive' | 'dead' | 'checking';

function dotOf(device: NetworkDevice, live: LiveStatus | undefined): Dot {
  if (live?.checking) return 'checking';
  return (live?.alive ?? device.isAlive) ? 'alive' : 'dead';
}

const dotLabel: Record<Dot, string> = { alive: 'Online', dead: 'Offline', checking: 'Checking' };

/** "waking", then "online after N s" or "did not answer" after a wake. */
function wakeText(live: LiveStatus | undefined, dot: Dot): string | null {
  const wake = live?.wake;
  if (!wake) return null;
  // A device that answers is not waking, whatever was asked of it.
  if (wake.wake === 'waking') return dot === 'alive' ? null : messages.wakeWaking;
  if (wake.wake === 'online') return `online after ${wake.seconds ?? 0} s`;
  return messages.wakeDidNotAnswer;
}

interface Props {
  device: NetworkDevice;
  live: LiveStatus | undefined;
  onCheck: () => void;
  onWake: () => void;
}

/** A front card: name, MAC and IP (or N/A), wake and virtual icons, and the status dot. */
/** The dot's words: "Online", "Offline · last seen 3 hours ago", "Checking…". */
function statusText(device: NetworkDevice, dot: Dot, now: number): string {
  if (dot === 'checking') return 'Checking…';
  if (dot === 'alive') return 'Online';
  if (!device.deviceIp) return 'Offline · no IP address';
  return `Offline · ${device.lastSeenAt ? `last seen ${formatAge(device.lastSeenAt, now)}` : 'never seen'}`;
}

function checkedTitle(dot: Dot, live: LiveStatus | undefined): string {
  if (!live?.checkedAt) return dotLabel[dot];
  return `${dotLabel[dot]}, last checked at ${new Date(live.checkedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })}`;
}

export function DeviceCard({ device, live, onCheck, onWake }: Props) {
  const now = useNow(60_000);
  const dot = dotOf(device, live);
  const progress = wakeText(live, dot);
  const status = statusText(device, dot, now);
  const face = (
    <>
      <span className="listing-card-icon">
        <IconImage icon={device.deviceIcon} size={40} />
      </span>
      <span className="listing-card-name">{device.deviceName}</span>
      <span className="device-card-line">MAC: {device.deviceMac ?? 'N/A'}</span>
      <span className="device-card-line">IP: {device.deviceIp ?? 'N/A'}</span>
      <span className="device-card-status" data-status={dot}>
        {status}
      </span>
      <span className="device-card-badges">
        {device.supportsWol ? <PowerIcon size={15} title="Wake on LAN" /> : null}
        {device.virtualDevice ? <CloudIcon size={15} title="Virtual device" /> : null}
      </span>
      {progress ? (
        <span className="device-card-wake" role="status">
          {progress}
        </span>
      ) : null}
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
      <button type="button" className={`device-dot is-${dot}`} onClick={onCheck} disabled={!device.deviceIp} aria-label={`${checkedTitle(dot, live)}: check ${device.deviceName} now`} title={checkedTitle(dot, live)} data-status={dot} />
      <CardHealth kind="device" targetId={device._id} name={device.deviceName} />
    </article>
  );
}
