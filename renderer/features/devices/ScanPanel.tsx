import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundDevice, NetworkDevice } from '../../../shared/contracts/devices.js';
import { builtinIcon } from '../../../shared/contracts/icons.js';
import { PlusIcon } from '../listings/ListingIcons.js';
import { useSaveDevice, useScan, useScanInterfaces } from './deviceQueries.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

/**
 * The LAN scan (admins, host mode): sweeps the chosen interface's subnet only when asked and
 * offers what it found; a device is added only by a click on its Add button.
 */
export function ScanPanel({ known, onClose }: { known: NetworkDevice[]; onClose: () => void }) {
  const { t } = useTranslation();
  const interfaces = useScanInterfaces(true);
  const scan = useScan();
  const [chosen, setChosen] = useState('');
  const save = useSaveDevice(() => undefined);
  const name = chosen || interfaces.data?.[0]?.name || '';
  const knownMacs = new Set(known.map((d) => d.deviceMac));
  const add = (found: FoundDevice) =>
    save.mutate({ deviceName: found.name ?? found.ip, deviceIp: found.ip, deviceMac: found.mac, deviceIcon: builtinIcon('device') });

  return (
    <section className="card scan-panel" aria-label={t('devices.scan.label')}>
      <div className="scan-head">
        <label className="field-label" htmlFor="scan-interface">
          {t('devices.scan.network')}
        </label>
        <select id="scan-interface" className="input" value={name} onChange={(e) => setChosen(e.target.value)} disabled={!interfaces.data?.length}>
          {(interfaces.data ?? []).map((info) => (
            <option key={info.name} value={info.name} disabled={info.size > 1024}>
              {info.name}: {info.cidr}
              {info.size > 1024 ? ` ${t('devices.scan.tooLarge')}` : ''}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary" disabled={!name || scan.isPending} onClick={() => scan.mutate(name)}>
          {scan.isPending ? t('devices.scan.scanning') : t('devices.scan.scanNow')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('devices.close')}
        </button>
      </div>
      {interfaces.isSuccess && interfaces.data.length === 0 ? <p className="field-hint">{t('devices.scan.noInterface')}</p> : null}
      {/* Refused (not an admin, host mode off): the server's reason, in the panel the user opened. */}
      {interfaces.error ? (
        <div className="notice" role="alert">
          {translateMessage(interfaces.error.message)}
        </div>
      ) : null}
      {scan.data ? (
        <ul className="scan-results" aria-label={t('devices.scan.found')}>
          {scan.data.items.length === 0 ? <li className="field-hint">{t('devices.scan.nothing', { cidr: scan.data.cidr })}</li> : null}
          {scan.data.items.map((found) => (
            <li key={found.mac} className="scan-result">
              <span className="device-row-text">
                <span className="device-row-name">{found.name ?? found.ip}</span>
                <span className="device-row-meta">
                  <bdi>{found.ip}</bdi> · <bdi>{found.mac}</bdi>
                </span>
              </span>
              {knownMacs.has(found.mac) || found.known ? (
                <span className="badge">{t('devices.scan.added')}</span>
              ) : (
                <button type="button" className="btn btn-secondary btn-sm" disabled={save.isPending} onClick={() => add(found)}>
                  <PlusIcon size={15} />
                  <span>{t('devices.scan.add')}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
