import { Link } from 'react-router-dom';
import { messages } from '../../../shared/messages.js';
import { WeatherIcon } from '../../components/icons/NavIcons.js';
import { useDashboard } from '../dashboard/dashboardContext.js';
import { WeatherCodeIcon } from './weatherIcons.js';
import { useWeather } from './weatherQueries.js';

/**
 * The home screen's weather: condition icon, temperature, description and place. It loads on its
 * own after the page, so a slow or unreachable service never holds the home screen; then it says
 * so quietly.
 */
export function WeatherWidget() {
  const { data: dashboard } = useDashboard();
  const user = dashboard?.userData;
  const { data: report, isError, isPending } = useWeather(user);
  if (!user) return null;

  if (!user.latitude || !user.longitude) {
    return (
      <div className="weather weather-quiet">
        <WeatherIcon size={22} />
        <span>
          {messages.weatherNoLocation} <Link to="/manage/weather">Choose a location</Link>
        </span>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="weather weather-quiet" role="status">
        <WeatherIcon size={22} />
        <span>{messages.weatherUnavailable}</span>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="weather weather-quiet" aria-busy="true">
        <WeatherIcon size={22} />
        <span>Loading the weather…</span>
      </div>
    );
  }
  return (
    <div className="weather" aria-label={`Weather in ${report.location}`} role="group">
      <WeatherCodeIcon code={report.weatherCode} size={44} className="weather-icon" />
      <div className="weather-text">
        <span className="weather-temp">
          {Math.round(report.temperature)}
          {report.unit}
        </span>
        <span className="weather-desc">{report.weatherDescription}</span>
        <span className="weather-place">{report.location}</span>
      </div>
    </div>
  );
}
