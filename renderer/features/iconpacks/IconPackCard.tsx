import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { IconPack } from '../../../shared/contracts/iconpacks.js';
import { simpleIconsProvider } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { ExternalLink } from '../../components/ExternalLink.js';
import { IconImage } from '../../components/IconImage.js';
import { formatNumber } from '../../i18n/format.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { TrashIcon } from '../icons/ToolIcons.js';
import { usePackPreview } from './iconPackQueries.js';
import { useIconPackMutations } from './useIconPackMutations.js';

/** Yes / No under a pack card before it is deleted (spec-features §4). */
function DeleteConfirm({ busy, onYes, onNo }: { busy: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation();
  const no = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="pack-confirm"
      role="group"
      aria-label={t('iconPacks.card.confirmDeletion')}
      onKeyDown={(event) => {
        // Escape answers No.
        if (event.key !== 'Escape' || busy) return;
        event.stopPropagation();
        onNo();
      }}
    >
      <span>{translateMessage(messages.iconPackDeleteConfirm)}</span>
      <span className="pack-confirm-buttons">
        <button
          type="button"
          className="btn btn-danger btn-small"
          disabled={busy}
          onClick={() => {
            // Yes turns disabled while busy; focus waits on No instead of falling to the page.
            no.current?.focus();
            onYes();
          }}
        >
          {t('iconPacks.card.yes')}
        </button>
        <button ref={no} type="button" className="btn btn-secondary btn-small" aria-disabled={busy || undefined} onClick={() => busy || onNo()} autoFocus>
          {t('iconPacks.card.no')}
        </button>
      </span>
    </div>
  );
}

/** One pack: name, credit, up to 12 preview icons, a Light / Dark badge; own packs can be deleted. */
export function IconPackCard({ pack }: { pack: IconPack }) {
  const { t, i18n } = useTranslation();
  const preview = usePackPreview(pack._id);
  const { remove } = useIconPackMutations();
  const [confirming, setConfirming] = useState(false);
  // After No, Escape or a failed delete, focus goes back to the Delete button.
  const [backToDelete, setBackToDelete] = useState(false);
  const answerNo = () => {
    setConfirming(false);
    setBackToDelete(true);
  };

  // A deleted pack leaves the list (and this card with it); a failure goes back to Delete.
  const deletePack = () => remove.mutate(pack._id, { onError: answerNo });

  const builtIn = pack._id === simpleIconsProvider;
  return (
    <article className="card pack-card" aria-label={pack.iconName}>
      <div className="pack-head">
        <h2 className="pack-name">{pack.iconName}</h2>
        {pack.userId && !confirming ? (
          <button type="button" className="icon-btn danger" aria-label={t('iconPacks.card.delete', { name: pack.iconName })} title={t('iconPacks.card.deleteTitle')} autoFocus={backToDelete} onClick={() => setConfirming(true)}>
            <TrashIcon size={18} />
          </button>
        ) : null}
      </div>
      <p className="pack-credit">
        {pack.credit ? (
          <>
            <Trans i18nKey="iconPacks.card.byLink" values={{ name: pack.credit.name }} components={{ link: <ExternalLink href={pack.credit.url} /> }} />
          </>
        ) : (
          t('iconPacks.card.by', { name: pack.packDeveloper || pack.iconProvider })
        )}
        {pack.iconPackVersion ? ` · v${pack.iconPackVersion}` : null}
        {preview?.total ? ` · ${t('iconPacks.card.icons', { count: preview.total, formatted: formatNumber(i18n.language, preview.total) })}` : null}
      </p>
      <div className="pack-badges">
        {pack.hasLightVariants ? <span className="badge badge-accent">{t('iconPacks.card.lightDark')}</span> : null}
        {pack.userId ? <span className="badge">{t('iconPacks.card.addedByYou')}</span> : <span className="badge">{builtIn ? t('iconPacks.card.builtIn') : t('iconPacks.card.shared')}</span>}
      </div>
      <ul className="pack-preview" aria-label={t('iconPacks.card.preview', { name: pack.iconName })} aria-busy={preview === null}>
        {(preview?.icons ?? []).map((icon) => (
          <li key={icon.iconName + icon.iconUrl} title={icon.iconName}>
            <IconImage icon={{ iconUrl: icon.iconUrl, iconUrlLight: icon.iconUrlLight, iconProvider: pack.iconProvider }} size={30} alt={icon.iconName} />
          </li>
        ))}
        {preview?.icons.length === 0 ? <li className="pack-preview-empty">{t('iconPacks.card.noPreview')}</li> : null}
      </ul>
      {confirming ? <DeleteConfirm busy={remove.isPending || remove.isSuccess} onYes={deletePack} onNo={answerNo} /> : null}
    </article>
  );
}
