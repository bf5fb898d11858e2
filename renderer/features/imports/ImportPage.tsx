import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  importFormatLabels,
  importFormats,
  importRequestSchema,
  maxImportChars,
  maxImportLabel,
  type ImportFormat,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
} from '../../../shared/contracts/imports.js';
import { isApiError } from '../../api/ApiError.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { FieldError } from '../../forms/FieldError.js';
import { CheckboxField } from '../listings/editors/CheckboxField.js';
import { hasHealthChecks, ImportTree } from './ImportTree.js';
import { useImport } from './useImport.js';
import { KumaPreviewCard } from './KumaPreviewCard.js';
import { useKumaImport } from './useKumaImport.js';
import { kumaUploadSchema, maxKumaBackupChars, maxKumaBackupLabel, type KumaImportResult, type KumaPreview } from '../../../shared/contracts/imports-kuma.js';

/** The dashboards' files, and Uptime Kuma's backup (its monitors and notifications, issue 46 item 6). */
type Source = ImportFormat | 'uptime-kuma';

const fileTypes: Record<Source, string> = { homepage: '.yaml,.yml', dashy: '.yaml,.yml', homarr: '.json', bookmarks: '.html,.htm', 'uptime-kuma': '.json' };
/** The file each source asks for: Homepage's and Dashy's by their own names, the others in words. */
const fileNames: Partial<Record<Source, string>> = { homepage: 'services.yaml', dashy: 'conf.yml' };

/** A file chooser that puts the chosen file's text in a text box (or says it is too large). */
function TextSource({ id, label, hint, accept, text, onText, limit = maxImportChars, tooLarge }: { id: string; label: string; hint: string; accept: string; text: string; onText: (text: string, error?: string) => void; limit?: number; tooLarge: string }) {
  const { t } = useTranslation();
  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > limit * 4) return onText('', tooLarge);
    const content = await file.text();
    onText(content, content.length > limit ? tooLarge : undefined);
  }
  return (
    <div className="import-source">
      <div className="field">
        <label className="field-label" htmlFor={`${id}-file`}>
          {t('imports.chooseFile', { label })}
        </label>
        <input id={`${id}-file`} className="input import-file" type="file" accept={accept} onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('imports.pasteText', { label })}
        </label>
        <textarea id={id} className="input import-text" rows={6} spellCheck={false} value={text} aria-describedby={`${id}-hint`} onChange={(e) => onText(e.target.value)} />
        <span id={`${id}-hint`} className="import-hint">
          {hint}
        </span>
      </div>
    </div>
  );
}

/** /manage/import: any signed-in user brings links from Homepage, Dashy or browser bookmarks into their own listings. */
export default function ImportPage() {
  const { t } = useTranslation();
  const { preview, run } = useImport();
  const kuma = useKumaImport();
  const [format, setFormat] = useState<Source>('homepage');
  const [text, setText] = useState('');
  const [bookmarks, setBookmarks] = useState('');
  const [includeKeys, setIncludeKeys] = useState(false);
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [fetchIcons, setFetchIcons] = useState(false);
  const [healthChecks, setHealthChecks] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<{ request: ImportRequest; preview: ImportPreview } | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [kumaShown, setKumaShown] = useState<KumaPreview | null>(null);
  const [kumaDone, setKumaDone] = useState<KumaImportResult | null>(null);
  const previewButton = useRef<HTMLButtonElement>(null);

  /** Any change to what would be imported drops the preview: what is confirmed is what was shown. */
  function changed(update: () => void) {
    update();
    setShown(null);
    setDone(null);
    setKumaShown(null);
    setKumaDone(null);
  }

  /** Uptime Kuma: the upload answers its preview; what is applied is that upload. */
  async function submitKuma() {
    const parsed = kumaUploadSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      setKumaShown(await kuma.upload.mutateAsync({ text }));
    } catch (caught) {
      if (isApiError(caught) && caught.status === 400) setError(caught.message);
    }
  }

  async function confirmKuma() {
    if (!kumaShown) return;
    const result = await kuma.apply.mutateAsync(kumaShown.id).catch(() => null);
    if (!result) return;
    setKumaDone(result);
    setKumaShown(null);
  }

  /** `health`: the "Add health checks" box as just ticked (its state is not yet set when this runs). */
  async function submit(event?: FormEvent<HTMLFormElement>, health = healthChecks) {
    event?.preventDefault();
    if (format === 'uptime-kuma') return submitKuma();
    const typed = Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== ''));
    const request: ImportRequest = { format, text, includeKeys, ...(format === 'homepage' && bookmarks.trim() ? { bookmarks } : {}), ...(format === 'homepage' ? { variables: typed } : {}), fetchIcons, healthChecks: health };
    const parsed = importRequestSchema.safeParse(request);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      setShown({ request, preview: await preview.mutateAsync(request) });
    } catch (caught) {
      if (isApiError(caught) && caught.status === 400) setError(caught.message);
    }
  }

  async function confirm() {
    if (!shown) return;
    const result = await run.mutateAsync(shown.request).catch(() => null);
    if (!result) return;
    setDone(result);
    setShown(null);
  }

  function cancel() {
    setShown(null);
    setKumaShown(null);
    previewButton.current?.focus();
  }

  return (
    <section className="page import-page">
      <PageHeader title={t('imports.title')} subtitle={t('imports.subtitle')} />
      <form className="card form import-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="import-form-title">
        <h2 id="import-form-title" className="section-title">
          {t('imports.what')}
        </h2>
        <fieldset className="import-formats">
          <legend className="field-label">{t('imports.from')}</legend>
          {importFormats.map((value) => (
            <label key={value} className="import-format">
              <input type="radio" name="import-format" value={value} checked={format === value} onChange={() => changed(() => setFormat(value))} /> {value === 'homarr' || value === 'bookmarks' ? t(`imports.formats.${value}`) : importFormatLabels[value]}
            </label>
          ))}
          <label className="import-format">
            <input type="radio" name="import-format" value="uptime-kuma" checked={format === 'uptime-kuma'} onChange={() => changed(() => setFormat('uptime-kuma'))} /> {t('imports.kuma')}
          </label>
        </fieldset>
        <TextSource
          id="import-text"
          label={fileNames[format] ?? t(`imports.files.${format === 'uptime-kuma' ? 'kuma' : format === 'homarr' ? 'homarr' : 'bookmarks'}`)}
          hint={
            format === 'bookmarks'
              ? t('imports.bookmarksHint')
              : format === 'uptime-kuma'
                ? t('imports.kumaHint', { size: maxKumaBackupLabel })
                : t('imports.upTo', { size: maxImportLabel })
          }
          accept={fileTypes[format]}
          text={text}
          onText={(value, problem) => changed(() => (setText(value), setError(problem)))}
          {...(format === 'uptime-kuma' ? { limit: maxKumaBackupChars, tooLarge: t('imports.kumaTooLarge', { size: maxKumaBackupLabel }) } : { tooLarge: t('imports.tooLarge', { size: maxImportLabel }) })}
        />
        {format === 'homepage' ? (
          <TextSource
            id="import-bookmarks"
            label={t('imports.homepageBookmarks', { file: 'bookmarks.yaml' })}
            hint={t('imports.homepageBookmarksHint')}
            accept=".yaml,.yml"
            text={bookmarks}
            onText={(value, problem) => changed(() => (setBookmarks(value), setError(problem)))}
            tooLarge={t('imports.tooLarge', { size: maxImportLabel })}
          />
        ) : null}
        {format === 'homepage' || format === 'homarr' ? (
          <CheckboxField
            id="import-keys"
            label={t('imports.includeKeys')}
            checked={includeKeys}
            onChange={(value) => changed(() => setIncludeKeys(value))}
            hint={t('imports.includeKeysHint')}
          />
        ) : null}
        {/* Bookmarks too: Firefox names a favicon's address (ICON_URI) where it carries no picture. */}
        {format === 'uptime-kuma' ? null : (
          <CheckboxField
            id="import-fetch-icons"
            label={t('imports.fetchIcons')}
            checked={fetchIcons}
            onChange={(value) => changed(() => setFetchIcons(value))}
            hint={t('imports.fetchIconsHint')}
          />
        )}
        <FieldError id="import-error" message={error} />
        <div>
          <button ref={previewButton} className="btn btn-primary" type="submit" disabled={preview.isPending || kuma.upload.isPending}>
            {preview.isPending || kuma.upload.isPending ? <Spinner size={16} label={t('imports.reading')} /> : null}
            {t('imports.preview')}
          </button>
        </div>
      </form>
      {shown ? (
        <PreviewCard
          shown={shown.preview}
          busy={run.isPending}
          onConfirm={() => void confirm()}
          onCancel={cancel}
          variables={variables}
          onVariable={(name, value) => setVariables((current) => ({ ...current, [name]: value }))}
          onPreviewAgain={() => void submit()}
          previewing={preview.isPending}
          healthChecks={healthChecks}
          onHealthChecks={(value) => {
            // What is imported is what was previewed: the preview is made again with the box as ticked.
            setHealthChecks(value);
            void submit(undefined, value);
          }}
        />
      ) : null}
      {kumaShown ? <KumaPreviewCard preview={kumaShown} busy={kuma.apply.isPending} onConfirm={() => void confirmKuma()} onCancel={cancel} /> : null}
      {kumaDone ? (
        <div className="card import-card" role="status">
          <p className="import-done">{kumaDone.message}</p>
          <div>
            <Link className="btn btn-primary" to="/status">
              {t('imports.goToStatus')}
            </Link>
          </div>
        </div>
      ) : null}
      {done ? (
        <div className="card import-card" role="status">
          <p className="import-done">{done.message}</p>
          <div>
            <Link className="btn btn-primary" to="/">
              {t('imports.goHome')}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

interface PreviewCardProps {
  shown: ImportPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  variables: Record<string, string>;
  onVariable: (name: string, value: string) => void;
  onPreviewAgain: () => void;
  previewing: boolean;
  healthChecks: boolean;
  onHealthChecks: (value: boolean) => void;
}

/** Values that look like keys are typed unseen; addresses and names are shown. */
const looksSecret = (name: string) => /FILE|KEY|SECRET|TOKEN|PASS/i.test(name);

/**
 * The file's Homepage variables, each with a box for its value; the values are sent with the
 * next preview (and so with the import of that preview), never shown back by the server.
 */
function VariableFields({ names, values, onVariable, onPreviewAgain, previewing }: { names: string[]; values: Record<string, string>; onVariable: (name: string, value: string) => void; onPreviewAgain: () => void; previewing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="import-variables">
      <h3 className="import-subtitle">{t('imports.variables')}</h3>
      <p className="import-hint">{t('imports.variablesHint')}</p>
      {names.map((name) => (
        <div className="field" key={name}>
          <label className="field-label" htmlFor={`import-variable-${name}`}>
            {`{{${name}}}`}
          </label>
          <input id={`import-variable-${name}`} className="input" type={looksSecret(name) ? 'password' : 'text'} autoComplete="off" spellCheck={false} value={values[name] ?? ''} onChange={(e) => onVariable(name, e.target.value)} />
        </div>
      ))}
      <div>
        <button className="btn btn-secondary" type="button" onClick={onPreviewAgain} disabled={previewing}>
          {previewing ? <Spinner size={16} label={t('imports.reading')} /> : null}
          {t('imports.previewAgain')}
        </button>
      </div>
    </div>
  );
}

/** What the file would add; it takes focus when it opens, Escape or Cancel closes it. */
function PreviewCard({ shown, busy, onConfirm, onCancel, variables, onVariable, onPreviewAgain, previewing, healthChecks, onHealthChecks }: PreviewCardProps) {
  const { t } = useTranslation();
  const { counts } = shown;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="card import-card"
      aria-labelledby="import-preview-title"
      role="region"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h2 id="import-preview-title" className="section-title" tabIndex={-1} ref={heading}>
        {t('imports.preview')}
      </h2>
      <p className="import-counts">
        {t('imports.counts.folders', { count: counts.folders })}
        {t('imports.counts.comma')}
        {t('imports.counts.links', { count: counts.links })}
        {t('imports.counts.comma')}
        {t('imports.counts.integrations', { count: counts.integrations })}
        {counts.healthChecks > 0 ? `${t('imports.counts.comma')}${t('imports.counts.healthChecks', { count: counts.healthChecks })}` : ''}
        {counts.leftOut > 0 ? `${t('imports.counts.semicolon')}${t('imports.counts.leftOut', { count: counts.leftOut })}` : ''}
        {t('imports.counts.kept')}
      </p>
      {shown.variables.length > 0 ? <VariableFields names={shown.variables} values={variables} onVariable={onVariable} onPreviewAgain={onPreviewAgain} previewing={previewing} /> : null}
      {shown.warnings.length > 0 ? (
        <div className="import-warnings">
          <h3 className="import-subtitle">{t('imports.pleaseNote')}</h3>
          <ul>
            {shown.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {hasHealthChecks(shown.folders) ? (
        <CheckboxField id="import-health-checks" label={t('imports.healthChecks')} checked={healthChecks} onChange={onHealthChecks} hint={t('imports.healthChecksHint')} />
      ) : null}
      <ImportTree folders={shown.folders} />
      <div className="import-actions">
        <button className="btn btn-primary" type="button" onClick={onConfirm} disabled={busy || previewing || counts.links === 0}>
          {busy ? <Spinner size={16} label={t('imports.importing')} /> : null}
          {t('imports.import')}
        </button>
        <button className="btn btn-secondary" type="button" onClick={onCancel}>
          {t('imports.cancel')}
        </button>
      </div>
    </div>
  );
}
