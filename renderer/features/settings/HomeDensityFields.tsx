import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { homeDensities, type HomeDensity, type HomeSettings } from '../../../shared/contracts/home.js';
import { get } from '../../api/client.js';
import { useSaveHomeSettings } from '../home/useHomeSettings.js';

const homeSettingsKey = ['settings', 'home'] as const;

/** The home's card density (issue 44), saved as soon as it is picked, apart from the form's Save. */
export function HomeDensityFields() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const saveHome = useSaveHomeSettings();
  const { data } = useQuery({ queryKey: homeSettingsKey, queryFn: ({ signal }) => get<HomeSettings>('/settings/home', { signal }), staleTime: 0 });
  // The choice shows at once: the query's own update reaches this component a tick later, and a
  // controlled radio would meanwhile be put back to the old value.
  const [chosen, setChosen] = useState<HomeDensity | null>(null);
  if (!data) return null;
  const shown = chosen ?? data.density;
  const pick = (density: HomeDensity) => {
    setChosen(density);
    // A read of the settings still on its way would answer the old density over this choice.
    void client.cancelQueries({ queryKey: homeSettingsKey });
    client.setQueryData<HomeSettings>(homeSettingsKey, { ...data, density });
    void saveHome({ density }).then((saved) => {
      if (!saved) {
        setChosen(null);
        return client.invalidateQueries({ queryKey: homeSettingsKey });
      }
      client.setQueryData<HomeSettings>(homeSettingsKey, saved);
      toast.success(t('generalSettings.density.saved'));
    });
  };
  return (
    <fieldset className="editor-group">
      <legend className="editor-legend">{t('generalSettings.density.title')}</legend>
      {homeDensities.map((density) => (
        <label key={density} className="radio-field" htmlFor={`home-density-${density}`}>
          <input id={`home-density-${density}`} type="radio" name="home-density" value={density} checked={shown === density} onChange={() => pick(density)} />
          <span>
            <span className="radio-field-label">{t(`generalSettings.density.${density}.label`)}</span>
            <span className="field-hint">{t(`generalSettings.density.${density}.hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
