import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedWidgetMaxItems, type WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { FeedWidget } from '../FeedWidget.js';
import { FeedsManageDialog } from '../FeedsManageDialog.js';
import type { SettingsProps } from '../widgetTypes.js';

/** "Feeds" as a widget: the items, and the dialog that adds and removes the feeds behind them. */
export function FeedKind({ config }: { config: WidgetConfig<'feed'> }) {
  const [managing, setManaging] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <FeedWidget
        limit={config.items}
        onManage={(button) => {
          opener.current = button;
          setManaging(true);
        }}
      />
      {managing ? <FeedsManageDialog onClose={() => setManaging(false)} returnFocus={() => opener.current} /> : null}
    </>
  );
}

export function FeedSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'feed'>>) {
  const { t } = useTranslation();
  const id = `${idPrefix}-items`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {t('widgets.feed.items')}
      </label>
      <input
        id={id}
        className="input feed-items-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={feedWidgetMaxItems}
        step={1}
        // An emptied field is NaN, which the shared schema refuses with its own sentence.
        value={Number.isNaN(config.items) ? '' : config.items}
        onChange={(e) => onChange({ ...config, items: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
      />
      <p className="field-hint">{t('widgets.feed.itemsHint', { max: feedWidgetMaxItems })}</p>
    </div>
  );
}
