import { useTranslation } from 'react-i18next';
import type { DockerProposal } from '../../../../shared/contracts/docker-proposals.js';
import { IconImage } from '../../../components/IconImage.js';
import { Spinner } from '../../../components/Spinner.js';
import { proposalIcon } from './proposalView.js';

interface ProposalRowProps {
  item: DockerProposal;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  includeKeys: boolean;
  /** Some Add is under way (every button waits). */
  busy: boolean;
  /** This card's own Add is under way. */
  spinning: boolean;
  onAdd: () => void;
}

/**
 * One proposed card as it would be added. The label text is the container's (rendered as text,
 * React escapes it). An added one says so under its address, in place of its tick box and Add button.
 */
export function ProposalRow({ item, ticked, onTick, includeKeys, busy, spinning, onAdd }: ProposalRowProps) {
  const { t } = useTranslation();
  const id = `proposal-${item.key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const fresh = item.added === null;
  return (
    <li className="proposal" data-proposal={item.key}>
      <div className="proposal-choice">
        {fresh ? (
          <input id={id} type="checkbox" className="proposal-check" checked={ticked} onChange={(e) => onTick(e.target.checked)} aria-describedby={`${id}-url`} />
        ) : (
          <span className="proposal-done" aria-hidden="true">
            ✓
          </span>
        )}
      </div>
      <IconImage icon={proposalIcon(item.icon)} size={28} className="proposal-icon" />
      <div className="proposal-text">
        {fresh ? (
          <label htmlFor={id} className="proposal-name">
            {item.name}
          </label>
        ) : (
          <span className="proposal-name">{item.name}</span>
        )}
        <span id={`${id}-url`} className="proposal-url">
          {item.url}
        </span>
        {item.description ? <span className="proposal-description">{item.description}</span> : null}
        <span className="proposal-facts">
          <span className="proposal-container">
            {t('docker.proposalContainer', { container: item.containerName, host: item.hostName })}
          </span>
          {item.integration ? (
            <span className="badge badge-accent proposal-integration">
              {t('docker.proposalIntegration', { app: item.integration.appName })}
              {item.integration.keys === 'none' ? '' : ` · ${item.integration.keys === 'included' ? t('docker.keyIncluded') : includeKeys ? t('docker.keyFromLabels') : t('docker.keyNotAdded')}`}
            </span>
          ) : null}
        </span>
        {fresh ? null : <span className="proposal-added">{item.added}</span>}
      </div>
      {fresh ? (
        <div className="proposal-action">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onAdd} disabled={busy} aria-label={t('docker.addName', { name: item.name })}>
            {spinning ? <Spinner size={14} label={t('docker.addingName', { name: item.name })} /> : null}
            {t('docker.add')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
