import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DockerHost } from '../../../shared/contracts/docker.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { EditIcon, TrashIcon } from '../listings/ListingIcons.js';
import { ContainerIcon } from './ContainerIcons.js';
import { useTestDockerHost } from './dockerQueries.js';
import { TestOutcome, useTestErrorText } from './TestOutcome.js';

/** One host: name, address, TLS and discovery; Test connection, Edit, and an inline Yes/No delete. */
export function DockerHostRow({ host, busy, onDelete }: { host: DockerHost; busy: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const testErrorText = useTestErrorText();
  const test = useTestDockerHost();
  const [confirming, setConfirming] = useState(false);
  const [backToDelete, setBackToDelete] = useState(false);
  const tls = host.tls.cert ? t('docker.tlsClientCert') : host.tls.ca ? t('docker.tls') : null;
  return (
    <li className="device-row docker-host-row" aria-label={host.name}>
      <span className="device-row-icon">
        <ContainerIcon size={24} />
      </span>
      <span className="device-row-text">
        <span className="device-row-name">{host.name}</span>
        <span className="device-row-meta">
          {host.url}
          {tls ? ` · ${tls}` : ''} · {host.discovery ? t('docker.discoveryOn') : t('docker.discoveryOff')}
        </span>
      </span>
      {confirming ? (
        <InlineConfirm
          label={t('docker.deleteAsk', { name: host.name })}
          question={t('docker.deleteQuestion')}
          busy={busy}
          onYes={onDelete}
          onNo={() => {
            setConfirming(false);
            setBackToDelete(true);
          }}
        />
      ) : (
        <div className="manage-actions device-row-actions">
          <button type="button" className="btn btn-secondary btn-sm" disabled={test.isPending} onClick={() => test.mutate(host._id)}>
            {test.isPending ? t('docker.testing') : t('docker.testConnection')}
          </button>
          <Link className="btn btn-secondary btn-sm" to={`/manage/docker/save/${encodeURIComponent(host._id)}`} aria-label={t('docker.editName', { name: host.name })}>
            <EditIcon size={15} />
            <span>{t('docker.edit')}</span>
          </Link>
          <button type="button" className="btn btn-secondary btn-sm btn-danger-text" autoFocus={backToDelete} aria-label={t('docker.deleteName', { name: host.name })} onClick={() => setConfirming(true)}>
            <TrashIcon size={15} />
            <span>{t('docker.delete')}</span>
          </button>
        </div>
      )}
      {test.isIdle ? null : (
        <div className="docker-host-test">
          <TestOutcome info={test.data} error={testErrorText(test.error)} />
        </div>
      )}
    </li>
  );
}
