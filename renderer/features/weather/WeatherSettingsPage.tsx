import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { UserData } from '../../../shared/contracts/dashboard.js';
import { weatherSaveSchema, weatherUnits, type WeatherUnit } from '../../../shared/contracts/weather.js';
import { messages } from '../../../shared/messages.js';
import { post } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { WeatherIcon } from '../../components/icons/NavIcons.js';
import { CloseIcon } from '../../components/icons/UiIcons.js';
import { Loader } from '../../components/Loader.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { EditorFrame } from '../listings/editors/EditorFrame.js';
import { LocationPicker } from './LocationPicker.js';
import { weatherKeys } from './weatherQueries.js';
import { FieldError } from '../../forms/FieldError.js';

interface Place {
  location: string;
  latitude: string;
  longitude: string;
}

function savedPlace(user: UserData): Place | null {
  return user.location && user.latitude && user.longitude ? { location: user.location, latitude: user.latitude, longitude: user.longitude } : null;
}

/** /manage/weather: the place and unit of the home screen's weather (spec-features §2). */
export default function WeatherSettingsPage() {
  const { data } = useDashboard();
  if (!data) return <Loader />;
  return <WeatherForm user={data.userData} />;
}

function WeatherForm({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const { refresh } = useDashboard();
  const queries = useQueryClient();
  const [place, setPlace] = useState<Place | null>(() => savedPlace(user));
  const [unit, setUnit] = useState<WeatherUnit>(user.unit);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = weatherSaveSchema.safeParse({ location: place, unit });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messages.locationRequired;
      setError(message);
      toast.error(message, { id: message });
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await post<string>('/settings/weather', parsed.data);
      toast.success(messages.weatherSaved);
      await Promise.all([refresh(), queries.invalidateQueries({ queryKey: weatherKeys.all })]);
    } catch (failure) {
      toastError(failure, messages.weatherSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <EditorFrame title={t('weather.settings.title')} subtitle={t('weather.settings.subtitle')} backTo="/manage" saving={saving} onSubmit={() => void submit()}>
        <div className="field">
          <span className="field-label" id="weather-location-label">
            {t('weather.settings.location')}
          </span>
          <div className={`location-field${error ? ' invalid' : ''}`} aria-labelledby="weather-location-label" role="group">
            <WeatherIcon size={22} className="location-field-icon" />
            <span className="location-field-name" id="weather-location-name">
              {place ? place.location : t('weather.settings.noLocation')}
            </span>
            {place ? (
              <button type="button" className="icon-btn" aria-label={t('weather.settings.clearLocation')} onClick={() => setPlace(null)}>
                <CloseIcon size={18} />
              </button>
            ) : null}
            <button type="button" className="btn btn-secondary btn-sm" aria-haspopup="dialog" aria-describedby="weather-location-name" onClick={() => setPicking(true)}>
              {place ? t('weather.settings.change') : t('weather.settings.chooseLocation')}
            </button>
          </div>
          <FieldError message={error} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="weather-unit">
            {t('weather.settings.unit')}
          </label>
          <select id="weather-unit" className="input select" value={unit} onChange={(e) => setUnit(e.target.value as WeatherUnit)}>
            {weatherUnits.map((u) => (
              <option key={u} value={u}>
                {t(`weather.settings.units.${u}`)}
              </option>
            ))}
          </select>
        </div>
      </EditorFrame>
      {picking ? (
        <LocationPicker
          onClose={() => setPicking(false)}
          onSelect={(found) => {
            setPlace({ location: found.display_name || found.name, latitude: found.lat, longitude: found.lon });
            setError(undefined);
            setPicking(false);
          }}
        />
      ) : null}
    </>
  );
}
