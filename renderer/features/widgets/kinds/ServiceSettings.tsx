import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceWidgetMessages, type ServiceLink } from '../../../../shared/contracts/service-widget.js';
import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { useServiceLinks } from '../serviceLinks.js';
import type { SettingsProps } from '../widgetTypes.js';

/** Past this many links the list gets a filter box. */
const filterFrom = 8;

function matches(link: ServiceLink, words: string[]): boolean {
  const text = `${link.listing.listingName} ${link.appName} ${link.folderName ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The user's links with an integration, one radio each (name, integration, folder); filterable when long. */
export function ServiceSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'service'>>) {
  const { t } = useTranslation();
  const links = useServiceLinks();
  const [filter, setFilter] = useState('');
  if (links.isPending) return <p className="widget-quiet">{t('widgets.serviceBody.loadingLinks')}</p>;
  if (links.isError) {
    return (
      <p className="field-error" role="alert">
        {serviceWidgetMessages.listFailed}
      </p>
    );
  }
  if (links.data.length === 0) return <p className="service-empty">{serviceWidgetMessages.noLinks}</p>;
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  // The chosen link stays in the list whatever the filter, so the choice is never hidden.
  const shown = links.data.filter((link) => link.listing._id === config.linkId || matches(link, words));
  return (
    <fieldset className="service-picker">
      <legend className="field-label">{t('widgets.serviceBody.field')}</legend>
      {links.data.length > filterFrom ? (
        <input
          id={`${idPrefix}-filter`}
          className="input service-filter"
          type="search"
          aria-label={t('widgets.serviceBody.filter')}
          placeholder={t('widgets.serviceBody.filterPlaceholder')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      ) : null}
      <ul className="service-choices">
        {shown.map((link) => {
          const id = `${idPrefix}-link-${link.listing._id}`;
          return (
            <li key={link.listing._id}>
              <input type="radio" id={id} name={`${idPrefix}-link`} value={link.listing._id} checked={config.linkId === link.listing._id} onChange={() => onChange({ ...config, linkId: link.listing._id })} />
              <label htmlFor={id}>
                <span className="service-choice-name">{link.listing.listingName}</span>
                <span className="service-choice-meta">{link.folderName ? t('widgets.serviceBody.inFolder', { app: link.appName, folder: link.folderName }) : link.appName}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 ? <p className="widget-quiet">{serviceWidgetMessages.noMatch}</p> : null}
    </fieldset>
  );
}
