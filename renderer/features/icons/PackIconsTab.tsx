import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconPack } from '../../../shared/contracts/iconpacks.js';
import type { Icon } from '../../../shared/contracts/icons.js';
import { SearchIcon } from '../../components/icons/UiIcons.js';
import { useDebouncedValue } from '../search/useDebouncedValue.js';
import { IconGrid, LoadMore, type IconTile } from './IconGrid.js';
import { packIcon } from './iconChoice.js';
import { usePackIcons } from './useIconLists.js';

const searchDelayMs = 350;

/** One icon pack: a search box and its icons, 48 a load. */
export function PackIconsTab({ pack, current, onChoose }: { pack: IconPack; current: Icon | null; onChoose: (choice: Icon | null) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), searchDelayMs);
  const icons = usePackIcons(pack._id, term);
  const tiles = useMemo(
    () =>
      icons.items.map(
        (entry): IconTile => ({
          key: `${entry.iconName}\n${entry.iconUrl}`,
          label: entry.iconName,
          preview: { iconUrl: entry.iconUrl, iconUrlLight: entry.iconUrlLight, iconProvider: pack.iconProvider },
          choice: packIcon(pack, entry),
        }),
      ),
    [icons.items, pack],
  );
  const searchId = `icon-search-${pack._id}`;

  return (
    <div className="icon-tab">
      <div className="icon-search">
        <SearchIcon size={17} className="icon-search-glyph" />
        <label htmlFor={searchId} className="sr-only">
          {t('iconPacks.picker.search', { name: pack.iconName })}
        </label>
        <input
          id={searchId}
          className="input"
          type="search"
          placeholder={t('iconPacks.picker.searchPlaceholder', { name: pack.iconName })}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {tiles.length > 0 ? <IconGrid label={t('iconPacks.picker.packIcons', { name: pack.iconName })} tiles={tiles} current={current} showNames onChoose={onChoose} /> : null}
      {icons.loading && tiles.length === 0 ? <p className="icon-note">{t('iconPacks.picker.loadingIcons')}</p> : null}
      {icons.failed ? <p className="icon-note">{t('iconPacks.picker.packFailed')}</p> : null}
      {!icons.loading && !icons.failed && tiles.length === 0 ? <p className="icon-note">{term ? t('iconPacks.picker.noMatch', { term }) : t('iconPacks.picker.packEmpty')}</p> : null}
      <LoadMore hasMore={icons.hasMore} loading={icons.loading} onMore={icons.loadMore} />
    </div>
  );
}
