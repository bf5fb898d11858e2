import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DockerHost } from '../../../shared/contracts/docker.js';
import { isApiError } from '../../api/client.js';
import { InlineConfirm } from '../../components/InlineConfirm.js';
import { EditIcon, TrashIcon } from '../listings/ListingIcons.js';
import { ContainerIcon } from './ContainerIcons.js';
import { useTestDockerHost } from './dockerQueries.js';
import { TestOutcome } from './TestOutcome.js';

/** Why a test failed, in the server's words when it gave them. */
export function testErrorText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error) || error instanceof Error) return error.message;
  return 'The test could not run.';
}

/** One host: name, address, TLS and discovery; Test connection, Edit, and an inline Yes/No delete. */
export function DockerHostRow({ host, busy, onDelete }: { host: DockerHost; busy: boolean; onDelete: () => void }) {
  const test = useTestDockerHost();
  const [confirming, setConfirming] = useState(false);
  const [backToDelete, setBackToDelete] = useState(false);
  const tls = host.tls.cert ? 'TLS client certificate' : host.tls.ca ? 'TLS' : null;
  return (
    <li className="device-row docker-host-row" aria-label={host.name}>
      <span className="device-row-icon">
        <ContainerIcon size={24} />
      </span>
      <span className="device-row-text">
        <span className="device-row-name">{host.name}</span>
        <span className="device-row-meta">
          {host.url}
          {tls ? ` · ${tls}` : ''} · Discovery {host.discovery ? 'on' : 'off'}
        </span>
      </span>
      {confirming ? (
        <InlineConfirm
          label={`Delete ${host.name}?`}
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
            {test.isPending ? 'Testing…' : 'Test connection'}
          </button>
          <Link className="btn btn-secondary btn-sm" to={`/manage/docker/save/${encodeURIComponent(host._id)}`} aria-label={`Edit ${host.name}`}>
            <EditIcon size={15} />
            <span>Edit</span>
          </Link>
          <button type="button" className="btn btn-secondary btn-sm btn-danger-text" autoFocus={backToDelete} aria-label={`Delete ${host.name}`} onClick={() => setConfirming(true)}>
            <TrashIcon size={15} />
            <span>Delete</span>
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
