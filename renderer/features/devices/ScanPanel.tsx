import { useState } from 'react';
import type { FoundDevice, NetworkDevice } from '../../../shared/contracts/devices.js';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { useSaveDevice, useScan, useScanInterfaces } from './deviceQueries.js';

/**
 * The LAN scan (admins, host mode): sweeps the chosen interface's subnet only when asked and
 * offers what it found; a device is added only by a click on its Add button.
 */
export function ScanPanel({ known, onClose }: { known: NetworkDevice[]; onClose: () => void }) {
  const interfaces = useScanInterfaces(true);
  const scan = useScan();
  const [chosen, setChosen] = useState('');
  const save = useSaveDevice(() => undefined);
  const name = chosen || interfaces.data?.[0]?.name || '';
  const knownMacs = new Set(known.map((d) => d.deviceMac));
  const add = (found: FoundDevice) =>
    save.mutate({ deviceName: found.name ?? found.ip, deviceIp: found.ip, deviceMac: found.mac, deviceIcon: builtinIcon('device') });

  return (
    <section className="card scan-panel" aria-label="Scan the network">
      <div className="scan-head">
        <label className="field-label" htmlFor="scan-interface">
          Network
        </label>
        <select id="scan-interface" className="input" value={name} onChange={(e) => setChosen(e.target.value)} disabled={!interfaces.data?.length}>
          {(interfaces.data ?? []).map((info) => (
            <option key={info.name} value={info.name} disabled={info.size > 1024}>
              {info.name}: {info.cidr}
              {info.size > 1024 ? ' (too large)' : ''}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary" disabled={!name || scan.isPending} onClick={() => scan.mutate(name)}>
          {scan.isPending ? 'Scanning…' : 'Scan now'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {interfaces.isSuccess && interfaces.data.length === 0 ? <p className="field-hint">No network interface to scan.</p> : null}
      {/* Refused (not an admin, host mode off): the server's reason, in the panel the user opened. */}
      {interfaces.error ? (
        <div className="notice" role="alert">
          {interfaces.error.message}
        </div>
      ) : null}
      {scan.data ? (
        <ul className="scan-results" aria-label="Found devices">
          {scan.data.items.length === 0 ? <li className="field-hint">Nothing answered on {scan.data.cidr}.</li> : null}
          {scan.data.items.map((found) => (
            <li key={found.mac} className="scan-result">
              <span className="device-row-text">
                <span className="device-row-name">{found.name ?? found.ip}</span>
                <span className="device-row-meta">
                  {found.ip} · {found.mac}
                </span>
              </span>
              {knownMacs.has(found.mac) || found.known ? (
                <span className="badge">Added</span>
              ) : (
                <button type="button" className="btn btn-secondary btn-sm" disabled={save.isPending} onClick={() => add(found)}>
                  <PlusIcon size={15} />
                  <span>Add</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
