import { useTranslation } from 'react-i18next';
import { hostStatsSampleMs, type HostStats } from '../../../../shared/contracts/host-stats.js';
import type { WidgetConfig } from '../../../../shared/contracts/widgets.js';
import { HostStatsWidget } from '../HostStatsWidget.js';
import { useWidgetData } from '../widgetQueries.js';
import { hostStatsProblem } from '../widgetProblems.js';
import type { SettingsProps } from '../widgetTypes.js';

/**
 * "This machine" as a widget: asks at the server sampler's own pace (a faster ask would get the
 * same sample), never while the tab is hidden. A failed ask keeps the last figures and says so.
 */
export function HostStatsKind({ config }: { config: WidgetConfig<'hostStats'> }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useWidgetData<HostStats>('/host/stats', hostStatsSampleMs);
  const problem = error ? (
    <p className="host-stats-problem" role="alert">
      {hostStatsProblem(error)}
    </p>
  ) : null;
  if (data) {
    return (
      <>
        {problem}
        <HostStatsWidget stats={data} sections={config} headed={false} />
      </>
    );
  }
  if (isPending) return <p className="widget-quiet">{t('widgets.hostStats.reading')}</p>;
  return problem;
}

const sections: (keyof WidgetConfig<'hostStats'>)[] = ['cores', 'disks', 'network', 'temperatures'];

export function HostStatsSettings({ config, onChange, idPrefix }: SettingsProps<WidgetConfig<'hostStats'>>) {
  const { t } = useTranslation();
  return (
    <fieldset className="widget-checks">
      <legend className="field-label">{t('widgets.hostStats.show')}</legend>
      <p className="field-hint">{t('widgets.hostStats.always')}</p>
      {sections.map((key) => (
        <label key={key} className="widget-check" htmlFor={`${idPrefix}-${key}`}>
          <input id={`${idPrefix}-${key}`} type="checkbox" checked={config[key]} onChange={(e) => onChange({ ...config, [key]: e.target.checked })} />
          {t(`widgets.hostStats.${key}`)}
        </label>
      ))}
    </fieldset>
  );
}
