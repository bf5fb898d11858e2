import { useTranslation } from 'react-i18next';
import { webEngines, type WebEngine, type WebSearchChoice } from '../../../shared/contracts/search.js';
import { FormField } from '../../forms/FormField.js';

/** The engines' own names; the last two are described in the reader's language. */
const engineNames: Partial<Record<WebEngine, string>> = { duckduckgo: 'DuckDuckGo', google: 'Google', startpage: 'Startpage' };

/** The command palette's web search engine (issue 29), part of the General Settings form. */
export function WebSearchFields({ value, error, onChange }: { value: WebSearchChoice; error: string | undefined; onChange: (next: WebSearchChoice) => void }) {
  const { t } = useTranslation();
  const needsUrl = value.engine === 'searxng' || value.engine === 'custom';
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t('generalSettings.webSearch.title')}</legend>
      <div className="field">
        <label className="field-label" htmlFor="web-search-engine">
          {t('generalSettings.webSearch.engine')}
        </label>
        <select
          id="web-search-engine"
          className="input select"
          value={value.engine}
          onChange={(e) => onChange({ ...value, engine: webEngines.find((engine) => engine === e.target.value) ?? 'duckduckgo' })}
        >
          {webEngines.map((engine) => (
            <option key={engine} value={engine}>
              {engineNames[engine] ?? t(`generalSettings.webSearch.${engine === 'searxng' ? 'searxng' : 'custom'}`)}
            </option>
          ))}
        </select>
      </div>
      {needsUrl ? (
        <FormField
          id="web-search-url"
          label={value.engine === 'searxng' ? t('generalSettings.webSearch.searxngAddress') : t('generalSettings.webSearch.customUrl')}
          autoComplete="off"
          value={value.url}
          error={error}
          onChange={(e) => onChange({ ...value, url: e.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
