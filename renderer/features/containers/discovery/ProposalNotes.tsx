import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DockerHostStatus } from '../../../../shared/contracts/docker.js';
import type { ImportResult } from '../../../../shared/contracts/imports.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { quietHosts } from './proposalView.js';

/** Hosts that propose nothing: discovery off (an administrator can turn it on), or unreadable. */
export function HostNotes({ hosts, isAdmin }: { hosts: DockerHostStatus[]; isAdmin: boolean }) {
  const { t } = useTranslation();
  const { failed, off } = quietHosts(hosts);
  if (failed.length === 0 && off.length === 0) return null;
  return (
    <ul className="proposal-hosts">
      {off.map((host) => (
        <li key={host.host} className="proposal-host-off">
          {t('docker.discoveryOffFor', { host: host.hostName })}{' '}
          {isAdmin ? <Link to={`/manage/docker/save/${encodeURIComponent(host.host)}`}>{t('docker.turnOnIn', { host: host.hostName })}</Link> : t('docker.adminCanTurnOn')}
        </li>
      ))}
      {failed.map((host) => (
        <li key={host.host} className="proposal-host-failed">
          {t('docker.proposesNothing', { host: host.hostName, reason: host.message ? translateMessage(host.message) : t('docker.couldNotRead') })}
        </li>
      ))}
    </ul>
  );
}

/** Labels that made no card and what adding leaves out, folded away: they explain, they are not the list. */
export function WarningList({ warnings, summary }: { warnings: string[]; summary: string }) {
  if (warnings.length === 0) return null;
  return (
    <details className="proposal-warnings">
      <summary>{summary}</summary>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What the last Add did, in the import's words, with the way to see the new cards. It takes focus:
 * the Add button pressed has gone with the row it was in (the proposal is now added).
 */
export function AddedResult({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), [result]);
  return (
    <div className="proposal-result" role="status">
      <p className="proposal-result-message" tabIndex={-1} ref={message}>
        {translateMessage(result.message)}
      </p>
      <WarningList warnings={result.warnings.map(translateMessage)} summary={t('docker.addedNotes', { count: result.warnings.length })} />
      <Link className="btn btn-secondary btn-sm" to="/">
        {t('docker.goHome')}
      </Link>
    </div>
  );
}
