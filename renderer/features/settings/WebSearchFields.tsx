import { webEngines, type WebEngine, type WebSearchChoice } from '../../../shared/contracts/search.js';
import { FormField } from '../../forms/FormField.js';

const engineLabels: Record<WebEngine, string> = {
  duckduckgo: 'DuckDuckGo',
  google: 'Google',
  startpage: 'Startpage',
  searxng: 'SearXNG (your instance)',
  custom: 'Custom search URL',
};

/** The command palette's web search engine (issue 29), part of the General Settings form. */
export function WebSearchFields({ value, error, onChange }: { value: WebSearchChoice; error: string | undefined; onChange: (next: WebSearchChoice) => void }) {
  const needsUrl = value.engine === 'searxng' || value.engine === 'custom';
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">Web search</legend>
      <div className="field">
        <label className="field-label" htmlFor="web-search-engine">
          Search engine
        </label>
        <select
          id="web-search-engine"
          className="input select"
          value={value.engine}
          onChange={(e) => onChange({ ...value, engine: webEngines.find((engine) => engine === e.target.value) ?? 'duckduckgo' })}
        >
          {webEngines.map((engine) => (
            <option key={engine} value={engine}>
              {engineLabels[engine]}
            </option>
          ))}
        </select>
      </div>
      {needsUrl ? (
        <FormField
          id="web-search-url"
          label={value.engine === 'searxng' ? 'SearXNG address' : 'Search URL (%s is the search text)'}
          autoComplete="off"
          value={value.url}
          error={error}
          onChange={(e) => onChange({ ...value, url: e.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
