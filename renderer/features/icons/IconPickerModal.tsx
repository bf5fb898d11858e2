import { useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { Icon } from '../../../shared/contracts/icons.js';
import { messages } from '../../../shared/messages.js';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { useIconPackList } from '../iconpacks/iconPackQueries.js';
import { MyIconsTab } from './MyIconsTab.js';
import { PackIconsTab } from './PackIconsTab.js';
import { useModalFocus } from './useModalFocus.js';

export interface IconPickerProps {
  /** The icon chosen so far, marked in the grids. */
  current: Icon | null;
  onSelect: (icon: Icon) => void;
  onClose: () => void;
}

const mine = 'mine';

/**
 * "Select Icon": My Icons (defaults and uploads) plus one tab per icon pack. Choosing an icon
 * hands it to `onSelect` and closes. Loaded on demand (React.lazy) by IconPickerField.
 */
export default function IconPickerModal({ current, onSelect, onClose }: IconPickerProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const tabList = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, onClose);
  const packs = useIconPackList(false);
  const [tab, setTab] = useState(mine);
  const tabs = [{ id: mine, label: t('iconPacks.picker.myIcons') }, ...(packs ?? []).map((pack) => ({ id: pack._id, label: pack.iconName }))];
  const activePack = packs?.find((pack) => pack._id === tab) ?? null;

  const choose = (choice: Icon | null) => {
    if (!choice) {
      toast.error(messages.noValidIcon);
      return;
    }
    onSelect(choice);
    onClose();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Tab goes on into the panel.
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((entry) => entry.id === tab);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setTab(next.id);
    tabList.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(next.id)}"]`)?.focus();
  };

  return createPortal(
    <div
      className="picker-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="picker" role="dialog" aria-modal="true" aria-labelledby="icon-picker-title" ref={dialog} tabIndex={-1}>
        <div className="picker-head">
          <h2 id="icon-picker-title">{t('iconPacks.picker.title')}</h2>
          <button type="button" className="icon-btn" aria-label={t('iconPacks.picker.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="icon-tabs" role="tablist" aria-label={t('iconPacks.picker.sources')} ref={tabList} onKeyDown={onTabKey}>
          {tabs.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="tab"
              id={`icon-tab-${entry.id}`}
              data-tab={entry.id}
              className="icon-tab-button"
              aria-selected={entry.id === tab}
              aria-controls="icon-panel"
              tabIndex={entry.id === tab ? 0 : -1}
              onClick={() => setTab(entry.id)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        <div className="picker-body" role="tabpanel" id="icon-panel" aria-labelledby={`icon-tab-${tab}`}>
          {activePack ? (
            <PackIconsTab key={activePack._id} pack={activePack} current={current} onChoose={choose} />
          ) : (
            <MyIconsTab current={current} onChoose={choose} />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
