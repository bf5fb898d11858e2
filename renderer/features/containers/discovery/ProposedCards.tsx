import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../../shared/contracts/imports.js';
import { Spinner } from '../../../components/Spinner.js';
import { translateMessage } from '../../../i18n/messages/translateMessage.js';
import { CheckboxField } from '../../listings/editors/CheckboxField.js';
import { useIsSuperAdmin } from '../../dashboard/useIsSuperAdmin.js';
import { ProposalRow } from './ProposalRow.js';
import { AddedResult, HostNotes, WarningList } from './ProposalNotes.js';
import { chosenKeys, groupProposals } from './proposalView.js';
import { useAddProposals, useProposals } from './useProposals.js';

/**
 * Discovery on the containers screen (issue 42): the cards running containers' labels propose,
 * under the folder each goes to, added in one click. Nothing is added without a click, and a
 * card whose container goes away stays on the dashboard (its badge says the container is gone).
 */
export function ProposedCards() {
  const { t } = useTranslation();
  const isAdmin = useIsSuperAdmin();
  const proposals = useProposals();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [includeKeys, setIncludeKeys] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [adding, setAdding] = useState<string[] | null>(null);
  const add = useAddProposals(setResult);

  if (!proposals.data) return null;
  const { items, warnings, hosts } = proposals.data;
  if (hosts.length === 0) return null;
  const chosen = chosenKeys(items, unticked);
  const send = (keys: string[]) => {
    setAdding(keys);
    setResult(null);
    add.mutate({ keys, includeKeys: isAdmin && includeKeys }, { onSettled: () => setAdding(null) });
  };
  const tick = (key: string, ticked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (ticked) next.delete(key);
      else next.add(key);
      return next;
    });
  const fresh = items.filter((item) => item.added === null).length;
  const there = items.length - fresh;
  const summary = there > 0 ? t('docker.proposedAndThere', { proposed: t('docker.cardsProposed', { count: fresh }), there: t('docker.alreadyThere', { count: there }) }) : t('docker.proposedOnly', { proposed: t('docker.cardsProposed', { count: fresh }) });
  const hasIntegrations = items.some((item) => item.added === null && item.integration?.keys === 'withheld');

  return (
    <section className="card proposals" aria-labelledby="proposals-title">
      <h2 id="proposals-title" className="section-title">
        {t('docker.proposedTitle')}
      </h2>
      <HostNotes hosts={hosts} isAdmin={isAdmin} />
      {items.length === 0 ? (
        <p className="proposals-empty">{t('docker.sentences', { first: t('docker.nothingProposed'), second: t('docker.labelsHelp') })}</p>
      ) : (
        <>
          <p className="proposals-summary">{t('docker.sentences', { first: summary, second: t('docker.eachInFolder') })}</p>
          {groupProposals(items).map(({ group, items: grouped }, index) => (
            <div key={group} className="proposal-group" role="group" aria-labelledby={`proposal-group-${index}`}>
              <h3 id={`proposal-group-${index}`} className="proposal-group-name">
                {group}
              </h3>
              <ul className="proposal-list">
                {grouped.map((item) => (
                  <ProposalRow key={item.key} item={item} ticked={!unticked.has(item.key)} onTick={(ticked) => tick(item.key, ticked)} includeKeys={isAdmin && includeKeys} busy={adding !== null} spinning={adding?.length === 1 && adding[0] === item.key} onAdd={() => send([item.key])} />
                ))}
              </ul>
            </div>
          ))}
          {isAdmin && hasIntegrations ? (
            <CheckboxField id="proposals-include-keys" label={t('docker.includeKeys')} checked={includeKeys} onChange={setIncludeKeys} hint={t('docker.includeKeysHint')} />
          ) : null}
          <div className="proposal-actions">
            <button type="button" className="btn btn-primary" disabled={chosen.length === 0 || adding !== null} onClick={() => send(chosen)}>
              {adding !== null && adding.length > 1 ? <Spinner size={16} label={t('docker.addingCards')} /> : null}
              {chosen.length === 0 ? t('docker.addCards') : t('docker.addNCards', { count: chosen.length })}
            </button>
          </div>
        </>
      )}
      <WarningList warnings={warnings.map(translateMessage)} summary={t('docker.labelNotes', { count: warnings.length })} />
      {result ? <AddedResult result={result} /> : null}
    </section>
  );
}
