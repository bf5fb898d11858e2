import { useEffect, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { copyToClipboard } from '../../clipboard.js';
import { messages } from '../../../shared/messages.js';
import type { SearchAnswer, SearchHit, SearchKind, WebSearchChoice } from '../../../shared/contracts/search.js';
import type { TotpEntry } from '../../../shared/contracts/totp.js';
import type { SnippetDetail } from '../../../shared/contracts/snippets.js';
import type { TodoItem } from '../../../shared/contracts/todos.js';
import { useModalFocus } from '../icons/useModalFocus.js';
import { SearchIcon, CompassIcon } from '../../components/icons/UiIcons.js';
import { CameraIcon, DeviceIcon, FolderIcon, LinkIcon, PageIcon, SettingsIcon, ShieldIcon, SnippetIcon, TodoIcon, UserIcon } from '../../components/icons/NavIcons.js';
import { groupItems, hitAction, hitKey, hitPath, matchingScreens, readRecents, rememberRecent, settingsScreens, type PaletteAction, type PaletteItem } from './paletteItems.js';
import { defaultWebSearch, webSearch } from './webSearch.js';
import { useContainers } from '../containers/dockerQueries.js';
import { dockerRows } from '../containers/paletteDocker.js';
import { ContainerIcon } from '../containers/ContainerIcons.js';
import { useIsSuperAdmin } from '../dashboard/useIsSuperAdmin.js';
import '../../styles/palette.css';

/** Wait after a keystroke before asking the server: short, so results follow typing. */
const searchDelayMs = 60;

const kindIcons: Record<SearchKind, ComponentType<{ size?: number }>> = {
  link: LinkIcon,
  folder: FolderIcon,
  todoList: TodoIcon,
  snippetList: SnippetIcon,
  camera: CameraIcon,
  todo: TodoIcon,
  snippet: SnippetIcon,
  page: PageIcon,
  device: DeviceIcon,
  totp: ShieldIcon,
  user: UserIcon,
};

function itemIcon(item: PaletteItem) {
  if (item.type === 'screen') return SettingsIcon;
  if (item.type === 'web') return SearchIcon;
  if (item.type === 'docker') return ContainerIcon;
  return kindIcons[item.hit.kind] ?? CompassIcon;
}

/** The action word of a row that is not a Docker row. */
function rowAction(item: Exclude<PaletteItem, { type: 'docker' }>): PaletteAction {
  if (item.type === 'hit') return hitAction(item.hit);
  return item.type === 'web' ? 'search' : 'open';
}

/** How Enter was pressed: plain, with Ctrl/Cmd (new tab) or with Alt (the local URL). */
type How = 'open' | 'newTab' | 'local';

function openUrl(url: string, how: How) {
  if (how === 'newTab') window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}

/**
 * The command palette (issue 29): a dialog with a combobox over everything the user holds.
 * Loaded on first use (React.lazy), so none of this is in the login bundle.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useModalFocus(dialog, onClose);
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [active, setActive] = useState(0);
  const [recents] = useState(() => readRecents());
  const [webChoice, setWebChoice] = useState<WebSearchChoice>(defaultWebSearch);
  // Hosts and containers are matched here, from the list the containers screen also reads.
  const containers = useContainers();
  const isAdmin = useIsSuperAdmin();

  // The user's engine, from their settings; DuckDuckGo until it arrives (or if it cannot).
  useEffect(() => {
    const abort = new AbortController();
    get<WebSearchChoice>('/settings/web-search', { signal: abort.signal, quiet: true }).then(setWebChoice, () => undefined);
    return () => abort.abort();
  }, []);

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const text = query.trim();
    if (!text || text.startsWith('!')) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      get<SearchAnswer>(`/search?q=${encodeURIComponent(text)}`, { signal: abort.signal, quiet: true }).then(
        (result) => {
          setAnswer(result);
          setActive(0);
        },
        (error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) toastError(error, messages.serverUnavailable);
        },
      );
    }, searchDelayMs);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  // Screens are matched by the titles the reader sees.
  const screens = useMemo(() => settingsScreens.map((screen) => ({ ...screen, title: t(`palette.screens.${screen.id}`) })), [t]);
  const groups = useMemo(() => {
    const text = query.trim();
    if (!text) return groupItems(recents, [], null, recents.map(hitKey));
    const hits = answer && answer.query === text ? answer.hits : [];
    return groupItems(hits, text.startsWith('!') ? [] : matchingScreens(text, screens), webSearch(text, webChoice), recents.map(hitKey), dockerRows(containers.data, text, isAdmin));
  }, [query, answer, recents, webChoice, containers.data, isAdmin, screens]);
  const flat = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  // Each row's place in the arrow-key order, for its option id.
  const numbered = useMemo(() => {
    let next = 0;
    return groups.map(({ group, items }) => ({ group, items: items.map((item) => ({ item, at: next++ })) }));
  }, [groups]);
  const current = Math.min(active, Math.max(flat.length - 1, 0));
  const optionId = (index: number) => `palette-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  async function act(item: PaletteItem, how: How) {
    if (item.type === 'web') {
      onClose();
      openUrl(item.web.href, how);
      return;
    }
    if (item.type === 'screen' || item.type === 'docker') {
      onClose();
      const path = item.type === 'screen' ? item.screen.path : item.docker.path;
      if (how === 'newTab') window.open(path, '_blank', 'noopener,noreferrer');
      else void navigate(path);
      return;
    }
    const hit = item.hit;
    rememberRecent(hit);
    try {
      await runHit(hit, how);
    } catch (error) {
      toastError(error, messages.serverUnavailable, true);
    }
  }

  async function runHit(hit: SearchHit, how: How) {
    if (hit.kind === 'link') {
      const url = how === 'local' && hit.localUrl ? hit.localUrl : (hit.url ?? hit.localUrl);
      onClose();
      if (url) openUrl(url, how);
      return;
    }
    if (hit.kind === 'device' && hit.canWake) {
      await get<string>(`/networkdevices/wake/${encodeURIComponent(hit.id)}`);
      toast.success(messages.paletteDeviceWoken(hit.title));
      onClose();
      return;
    }
    if (hit.kind === 'totp') {
      const { items } = await get<{ items: TotpEntry[] }>('/totp/list');
      const entry = items.find((e) => e._id === hit.id);
      if (!entry) throw new Error(messages.totpNotFound);
      await copied(entry.code, messages.paletteCodeCopied(hit.title));
      return;
    }
    if (hit.kind === 'todo' && !hit.completed) {
      const item = await get<TodoItem>(`/todo/completion/${encodeURIComponent(hit.id)}`);
      if (item.completed) toast.success(messages.paletteTodoCompleted(hit.title));
      onClose();
      return;
    }
    if (hit.kind === 'snippet') {
      const detail = await get<SnippetDetail>(`/snippet/list/${encodeURIComponent(hit.id)}`);
      await copied(detail.snippetItems.map((i) => i.snippetCode).join('\n\n'), messages.paletteSnippetCopied(hit.title));
      return;
    }
    const path = hitPath(hit);
    onClose();
    if (path) {
      if (how === 'newTab') window.open(path, '_blank', 'noopener,noreferrer');
      else void navigate(path);
    }
  }

  async function copied(text: string, done: string) {
    const result = await copyToClipboard(text);
    if (result.ok) toast.success(done);
    else toast.error(`${messages.copyFailed}: ${result.reason}`);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === 'Home' && flat.length > 0 && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && flat.length > 0 && event.ctrlKey) {
      event.preventDefault();
      setActive(flat.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = flat[current];
      if (!item) return;
      void act(item, event.ctrlKey || event.metaKey ? 'newTab' : event.altKey ? 'local' : 'open');
    }
  }

  const count = query.trim() ? flat.length : 0;
  return createPortal(
    <div
      className="palette-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="palette" role="dialog" aria-modal="true" aria-label={t('palette.dialog')} ref={dialog}>
        <div className="palette-field">
          <SearchIcon size={20} className="palette-field-icon" />
          <input
            ref={input}
            className="palette-input"
            type="text"
            role="combobox"
            aria-expanded={flat.length > 0}
            aria-controls="palette-listbox"
            aria-autocomplete="list"
            aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
            aria-label={t('palette.input')}
            placeholder={t('palette.placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="palette-esc" aria-label={t('palette.close')} onClick={onClose}>
            {t('palette.keys.esc')}
          </button>
        </div>
        <div className="palette-results" id="palette-listbox" role="listbox" aria-label={t('palette.results')}>
          {numbered.map(({ group, items }) => (
            <div key={group} role="group" aria-labelledby={`palette-group-${group}`} className="palette-group">
              <div className="palette-group-label" id={`palette-group-${group}`} role="presentation">
                {t(`palette.groups.${group}`)}
              </div>
              {items.map(({ item, at }) => {
                const Icon = itemIcon(item);
                const selected = at === current;
                const title = item.type === 'hit' ? item.hit.title : item.type === 'docker' ? item.docker.title : item.type === 'screen' ? item.screen.title : t('palette.webSearch', { engine: item.web.name });
                const detail = item.type === 'hit' ? item.hit.detail : item.type === 'docker' ? item.docker.detail : item.type === 'web' ? query.trim() : '';
                const action = item.type === 'docker' ? item.docker.action : t(`palette.actions.${rowAction(item)}`);
                return (
                  <div
                    key={item.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={selected}
                    className={`palette-option${selected ? ' is-active' : ''}`}
                    onMouseMove={() => setActive(at)}
                    onClick={(event) => void act(item, event.ctrlKey || event.metaKey ? 'newTab' : event.altKey ? 'local' : 'open')}
                  >
                    <Icon size={18} />
                    <span className="palette-option-text">
                      <span className={`palette-option-title${item.type === 'web' || item.type === 'screen' ? ' is-ours' : ''}`}>{title}</span>
                      {detail ? <span className="palette-option-detail">{detail}</span> : null}
                    </span>
                    <span className="palette-option-action" aria-hidden="true">
                      {action}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
          {query.trim() && flat.length === 0 ? <p className="palette-empty">{t('palette.noResults')}</p> : null}
        </div>
        <p className="palette-hint">
          <kbd>↑</kbd> <kbd>↓</kbd> {t('palette.hint.choose')} · <kbd>{t('palette.keys.enter')}</kbd> {t('palette.hint.open')} · <kbd>{t('palette.keys.ctrl')}</kbd>+
          <kbd>{t('palette.keys.enter')}</kbd> {t('palette.hint.newTab')} · <kbd>{t('palette.keys.alt')}</kbd>+<kbd>{t('palette.keys.enter')}</kbd> {t('palette.hint.localUrl')}
        </p>
        <div className="sr-only" role="status" aria-live="polite">
          {query.trim() ? (count === 0 ? t('palette.noResults') : t('palette.resultCount', { count })) : ''}
        </div>
      </div>
    </div>,
    document.body,
  );
}
