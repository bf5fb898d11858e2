import { useTranslation } from 'react-i18next';
import type { ImportFolderPreview, ImportLinkPreview } from '../../../shared/contracts/imports.js';

/**
 * Only Hearth's own brand icons are drawn here: a download's address is named, never loaded by
 * the browser, and a picture the file carries is said to be kept (it is stored on import).
 */
function LinkIcon({ icon }: { icon: ImportLinkPreview['icon'] }) {
  const { t } = useTranslation();
  if (icon.source === 'brand' && icon.iconUrl) return <img className="import-link-icon" src={icon.iconUrl} alt="" width={16} height={16} />;
  if (icon.source === 'fetch') return <span className="badge import-icon-fetch">{t('imports.tree.iconFetch')}</span>;
  if (icon.source === 'embedded') return <span className="badge import-icon-embedded">{t('imports.tree.iconEmbedded')}</span>;
  return null;
}

/** Whether any entry the import adds has a status check in the file (the preview then offers "Add health checks"). */
export function hasHealthChecks(folders: ImportFolderPreview[]): boolean {
  return folders.some((folder) => folder.links.some((link) => link.health !== null && !link.leftOut) || hasHealthChecks(folder.folders));
}

/** The health check the file's status check becomes: what it checks, or why it is not added. */
function HealthNote({ health }: { health: NonNullable<ImportLinkPreview['health']> }) {
  const { t } = useTranslation();
  if (health.leftOut) return <span className="import-health import-health-off">{`${health.from}: ${health.leftOut}`}</span>;
  return (
    <span className="import-health">
      <span className="badge import-health-badge">{t('imports.tree.health', { min: health.statusMin, max: health.statusMax })}</span>
      {health.note ? <span className="import-health-note">{health.note}</span> : null}
    </span>
  );
}

function LinkRow({ link }: { link: ImportLinkPreview }) {
  const { t } = useTranslation();
  if (link.leftOut) {
    return (
      <li className="import-link import-left-out">
        <span className="import-link-name">{link.name}</span> <span className="import-url">{link.url}</span> <span className="import-left-out-reason">{link.leftOut}</span>
      </li>
    );
  }
  return (
    <li className="import-link">
      <LinkIcon icon={link.icon} /> <span className="import-link-name">{link.name}</span> <span className="import-url">{link.url}</span>
      {link.description ? <span className="import-link-description">{link.description}</span> : null}
      {link.integration ? (
        <span className="badge badge-accent import-integration">
          {t('imports.tree.integration', { app: link.integration.appName })}
          {link.integration.keys === 'none' ? '' : ` · ${t(`imports.tree.keys.${link.integration.keys}`)}`}
        </span>
      ) : null}
      {link.health ? <HealthNote health={link.health} /> : null}
    </li>
  );
}

/** A folder's links and subfolders in the file's order (the order the import stores them in). */
function entriesOf(folder: ImportFolderPreview) {
  const entries = [
    ...folder.links.map((link, i) => ({ key: `l-${link.url}-${i}`, position: link.position, link, folder: null })),
    ...folder.folders.map((child, i) => ({ key: `f-${child.name}-${i}`, position: child.position, link: null, folder: child })),
  ];
  return entries.sort((a, b) => a.position - b.position);
}

function FolderRow({ folder }: { folder: ImportFolderPreview }) {
  const entries = entriesOf(folder);
  return (
    <li className="import-folder">
      <span className="import-folder-name">{folder.name}</span>
      {entries.length > 0 ? (
        <ul className="import-tree">
          {entries.map((entry) => (entry.link ? <LinkRow key={entry.key} link={entry.link} /> : <FolderRow key={entry.key} folder={entry.folder} />))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The folders and links an import would add, as nested lists, links and subfolders
 * interleaved as the file has them. Every name is file content and is rendered as text (React
 * escapes it), never as markup.
 */
export function ImportTree({ folders }: { folders: ImportFolderPreview[] }) {
  return (
    <ul className="import-tree">
      {folders.map((folder, index) => (
        <FolderRow key={`${folder.name}-${index}`} folder={folder} />
      ))}
    </ul>
  );
}
