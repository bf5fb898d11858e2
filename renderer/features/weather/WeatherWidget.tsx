import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WeatherIcon } from '../../components/icons/NavIcons.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { weatherCodeKey } from './weatherCodeKey.js';
import { WeatherCodeIcon } from './weatherIcons.js';
import { useWeather } from './weatherQueries.js';

/**
 * The home screen's weather: condition icon, temperature, description and place. It loads on its
 * own after the page, so a slow or unreachable service never holds the home screen; then it says
 * so quietly.
 */
export function WeatherWidget() {
  const { t } = useTranslation();
  const { data: dashboard } = useDashboard();
  const user = dashboard?.userData;
  const { data: report, isError, isPending } = useWeather(user);
  if (!user) return null;

  if (!user.latitude || !user.longitude) {
    return (
      <div className="weather weather-quiet">
        <WeatherIcon size={22} />
        <span>
          {t('weather.noLocation')} <Link to="/manage/weather">{t('weather.chooseLocation')}</Link>
        </span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="weather weather-quiet" role="status">
        <WeatherIcon size={22} />
        <span>{t('weather.unavailable')}</span>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="weather weather-quiet" aria-busy="true">
        <WeatherIcon size={22} />
        <span>{t('weather.loading')}</span>
      </div>
    );
  }
  return (
    <div className="weather" aria-label={t('weather.in', { place: report.location })} role="group">
      <WeatherCodeIcon code={report.weatherCode} size={44} className="weather-icon" />
      <div className="weather-text">
        <span className="weather-temp">
          {Math.round(report.temperature)}
          {report.unit}
        </span>
        <span className="weather-desc">{t(weatherCodeKey(report.weatherCode))}</span>
        <span className="weather-place">{report.location}</span>
      </div>
    </div>
  );
}
