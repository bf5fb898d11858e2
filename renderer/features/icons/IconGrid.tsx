import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Icon } from '../../../shared/contracts/icons.js';
import { IconImage } from '../../components/IconImage.js';
import { sameIcon } from './iconChoice.js';

export interface IconTile {
  key: string;
  label: string;
  /** What the tile shows; the theme picks its light or dark variant. */
  preview: Icon;
  /** What choosing it stores, or null when the entry has no usable address. */
  choice: Icon | null;
}

interface IconGridProps {
  label: string;
  tiles: readonly IconTile[];
  current: Icon | null;
  showNames?: boolean;
  onChoose: (choice: Icon | null) => void;
  /** Set for the user's uploads: each tile gets a Delete that asks first. */
  onDelete?: (tile: IconTile) => void;
}

/** A grid of icon buttons; the current choice is marked. */
export function IconGrid({ label, tiles, current, showNames = false, onChoose, onDelete }: IconGridProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  // After No (or Escape) focus goes back to the tile's Delete.
  const [backTo, setBackTo] = useState<string | null>(null);
  const answerNo = (key: string) => {
    setConfirming(null);
    setBackTo(key);
  };
  return (
    <ul className="icon-grid" aria-label={label}>
      {tiles.map((tile) => {
        const selected = sameIcon(tile.choice, current);
        return (
          <li key={tile.key}>
            <button
              type="button"
              className={`icon-tile${selected ? ' selected' : ''}`}
              aria-label={tile.label}
              aria-current={selected || undefined}
              title={tile.label}
              onClick={() => onChoose(tile.choice)}
            >
              <IconImage icon={tile.preview} size={36} />
              {showNames ? <span className="icon-tile-name">{tile.label}</span> : null}
            </button>
            {onDelete && confirming === tile.key ? (
              <span
                className="icon-tile-confirm"
                role="group"
                aria-label={t('iconPacks.picker.deleteQuestion', { name: tile.label })}
                data-own-escape
                onKeyDown={(event) => {
                  if (event.key !== 'Escape') return;
                  event.stopPropagation();
                  answerNo(tile.key);
                }}
              >
                <button type="button" className="btn btn-danger btn-sm" onClick={() => onDelete(tile)}>
                  {t('iconPacks.card.yes')}
                </button>
                <button type="button" className="btn btn-secondary btn-sm" autoFocus onClick={() => answerNo(tile.key)}>
                  {t('iconPacks.card.no')}
                </button>
              </span>
            ) : null}
            {onDelete && confirming !== tile.key ? (
              <button type="button" className="icon-tile-delete" aria-label={t('iconPacks.card.delete', { name: tile.label })} title={t('iconPacks.picker.delete')} autoFocus={backTo === tile.key} onClick={() => setConfirming(tile.key)}>
                ×
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The "Load more" button under a grid, or nothing when there is no more. */
export function LoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="icon-more">
      <button type="button" className="btn btn-secondary" disabled={loading} onClick={onMore}>
        {loading ? t('iconPacks.picker.loading') : t('iconPacks.picker.loadMore')}
      </button>
    </div>
  );
}
