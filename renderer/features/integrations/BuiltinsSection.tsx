import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BuiltinIntegration } from '../../../shared/contracts/integrations.js';
import { groupByCategory, matchesSearch } from '../../../shared/contracts/integration-categories.js';
import { integrationMessages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { Loader } from '../../components/Loader.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';
import { formatNumber } from '../../i18n/format.js';
import { AppLogo } from './AppLogo.js';
import { integrationKeys, useAppAction } from './integrationQueries.js';
import { categoryWord } from './integrationText.js';

function useBuiltins() {
  return useQuery({ queryKey: [...integrationKeys.all, 'builtins'] as const, queryFn: ({ signal }) => get<BuiltinIntegration[]>('/app/builtins', { signal }) });
}

function BuiltinRow({ app, admin }: { app: BuiltinIntegration; admin: boolean }) {
  const { t } = useTranslation();
  const action = useAppAction();
  return (
    <li className="app-row builtin-row">
      <AppLogo src={`/api/v1/app/catalogue/${encodeURIComponent(app.appId)}/logo`} name={app.appName} />
      <div className="app-row-text">
        <p className="app-name">{app.appName}</p>
        <p className="app-description">{app.description}</p>
        {app.hidden ? <p className="app-description">{translateMessage(integrationMessages.builtinHiddenNote)}</p> : null}
      </div>
      {app.hidden ? <span className="app-state">{translateMessage(integrationMessages.builtinHidden)}</span> : <span />}
      {admin ? (
        <div className="app-row-actions">
          {/* Hiding is the server's Remove of a built-in; offering it again is its install. */}
          <button type="button" className="btn btn-secondary btn-sm" disabled={action.isPending} aria-label={app.hidden ? t('integrations.offerApp', { name: app.appName }) : t('integrations.hideApp', { name: app.appName })} onClick={() => action.mutate({ appId: app.appId, action: app.hidden ? 'install' : 'delete' })}>
            {app.hidden ? t('integrations.offer') : t('integrations.hide')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Hearth's built-in integrations on /manage/apps, by kind (issue 43): every user may pick them
 * in the link editor without an install. The search filters by name, description and kind as
 * it is typed; Escape clears it.
 */
export function BuiltinsSection({ admin }: { admin: boolean }) {
  const { t, i18n } = useTranslation();
  const builtins = useBuiltins();
  const [query, setQuery] = useState('');
  const headingId = useId();
  const searchId = useId();
  const all = builtins.data ?? [];
  const shown = all.filter((app) => matchesSearch(app, query));
  const groups = groupByCategory(shown);
  return (
    <section className="builtins" aria-labelledby={headingId}>
      <div className="builtins-head">
        <h2 id={headingId} className="builtins-title">
          {translateMessage(integrationMessages.builtinsHeading)}
        </h2>
        <label className="sr-only" htmlFor={searchId}>
          {translateMessage(integrationMessages.builtinsSearch)}
        </label>
        <input
          id={searchId}
          className="input builtins-search"
          type="search"
          placeholder={t('integrations.searchPlaceholder', { search: translateMessage(integrationMessages.builtinsSearch) })}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setQuery('');
          }}
        />
      </div>
      <p className="builtins-note">{translateMessage(integrationMessages.builtinsNote)}</p>
      {builtins.isPending ? <Loader /> : null}
      <p className="sr-only" role="status" aria-live="polite">
        {builtins.isSuccess && query.trim() ? t('integrations.shownOf', { shown: formatNumber(i18n.language, shown.length), total: formatNumber(i18n.language, all.length) }) : ''}
      </p>
      {builtins.isSuccess && shown.length === 0 ? <p className="apps-note">{translateMessage(integrationMessages.builtinsNoMatch(query))}</p> : null}
      {groups.map((group) => (
        <section key={group.category} className="builtins-group" aria-label={categoryWord(t, group.category)}>
          <h3 className="builtins-kind">
            {categoryWord(t, group.category)} <span className="builtins-count">{formatNumber(i18n.language, group.apps.length)}</span>
          </h3>
          <ul className="app-list card">
            {group.apps.map((app) => (
              <BuiltinRow key={app.appId} app={app} admin={admin} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
