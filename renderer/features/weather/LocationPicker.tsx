import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { coordinatesSchema, locationMinQuery, type LocationResult } from '../../../shared/contracts/weather.js';
import { messages } from '../../../shared/messages.js';
import { get, isApiError } from '../../api/client.js';
import { FieldError } from '../../forms/FieldError.js';
import { fieldErrors } from '../../forms/fieldErrors.js';
import { toastError } from '../../api/toastError.js';
import { Spinner } from '../../components/Spinner.js';
import { Modal } from '../../components/Modal.js';
import { translateMessage } from '../../i18n/messages/translateMessage.js';

interface LocationPickerProps {
  onSelect: (place: LocationResult) => void;
  onClose: () => void;
}

type CoordinateField = 'latitude' | 'longitude';

/** The search failed because the place search is down or slow (the server's 502/504), not the query. */
function searchUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 502 || error.status === 504);
}

/**
 * Finds a place by name through the server (at most 5 results), or takes latitude and longitude
 * typed by hand, which works without internet. Mounted only while open, so everything starts
 * empty every time (spec-features §4).
 */
export function LocationPicker({ onSelect, onClose }: LocationPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LocationResult[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const [typed, setTyped] = useState({ name: '', latitude: '', longitude: '' });
  const [coordinateErrors, setCoordinateErrors] = useState<Partial<Record<CoordinateField, string>>>({});

  const takeCoordinates = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = coordinatesSchema.safeParse({ latitude: typed.latitude, longitude: typed.longitude });
    if (!parsed.success) {
      const found = fieldErrors<CoordinateField>(parsed.error);
      setCoordinateErrors(found);
      document.getElementById(found.latitude ? 'location-latitude' : 'location-longitude')?.focus();
      return;
    }
    const { latitude, longitude } = parsed.data;
    const name = typed.name.trim() || `${latitude}, ${longitude}`;
    onSelect({ name, lat: latitude, lon: longitude, display_name: name });
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the page, but React still bubbles its submit to the page's form.
    event.stopPropagation();
    const q = query.trim();
    if (q.length < locationMinQuery) {
      toast(messages.locationQueryTooShort, { id: messages.locationQueryTooShort });
      return;
    }
    setSearching(true);
    try {
      setResults(await get<LocationResult[]>(`/weather/locations?q=${encodeURIComponent(q)}`, { quiet: true }));
      setUnreachable(false);
    } catch (error) {
      // Said in the dialog, next to the way out (coordinates), rather than in a passing toast.
      if (searchUnreachable(error)) {
        setResults(null);
        setUnreachable(true);
      } else toastError(error, messages.locationsLoadFailed);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Modal id="location-picker" title={t('weather.picker.title')} onClose={onClose} initialFocus="location-query">
      <form className="form modal-form" onSubmit={(e) => void search(e)} noValidate role="search" aria-label={t('weather.picker.searchForm')}>
        <div className="field">
          <label className="field-label" htmlFor="location-query">
            {t('weather.picker.query')}
          </label>
          <input
            id="location-query"
            className="input"
            type="search"
            autoComplete="off"
            placeholder={t('weather.picker.queryPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('weather.picker.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={searching}>
            {searching ? <Spinner size={16} label={t('weather.picker.searching')} /> : null}
            {t('weather.picker.search')}
          </button>
        </div>
      </form>
      {unreachable ? (
        <p className="location-unreachable" role="alert">
          {translateMessage(messages.locationSearchUnreachable)}
        </p>
      ) : null}
      {results ? (
        results.length === 0 ? (
          <p className="location-empty" role="status">
            {t('weather.picker.noResults')}
          </p>
        ) : (
          <ul className="location-results" aria-label={t('weather.picker.results')}>
            {results.map((place) => (
              <li key={`${place.lat},${place.lon}`} className="location-result">
                <span className="location-result-text">
                  <span className="location-result-name">{place.name || place.display_name}</span>
                  <span className="location-result-full">{place.display_name}</span>
                </span>
                <button type="button" className="btn btn-secondary btn-sm" aria-label={t('weather.picker.selectNamed', { place: place.display_name })} onClick={() => onSelect(place)}>
                  {t('weather.picker.select')}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <form className="form location-coordinates" onSubmit={takeCoordinates} noValidate aria-labelledby="location-coordinates-title">
        <h3 className="location-coordinates-title" id="location-coordinates-title">
          {t('weather.picker.coordinatesTitle')}
        </h3>
        <div className="field">
          <label className="field-label" htmlFor="location-place-name">
            {t('weather.picker.placeName')} <span className="muted">{t('weather.picker.optional')}</span>
          </label>
          <input id="location-place-name" className="input" autoComplete="off" maxLength={300} placeholder={t('weather.picker.placeNamePlaceholder')} value={typed.name} onChange={(e) => setTyped({ ...typed, name: e.target.value })} />
        </div>
        <div className="location-coordinates-pair">
          {(['latitude', 'longitude'] as const).map((field) => (
            <div className="field" key={field}>
              <label className="field-label" htmlFor={`location-${field}`}>
                {t(`weather.picker.${field}`)}
              </label>
              <input
                id={`location-${field}`}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t(`weather.picker.${field}Range`)}
                value={typed[field]}
                aria-invalid={coordinateErrors[field] ? true : undefined}
                aria-describedby={coordinateErrors[field] ? `location-${field}-error` : undefined}
                onChange={(e) => {
                  setTyped({ ...typed, [field]: e.target.value });
                  setCoordinateErrors(({ [field]: _, ...rest }) => rest);
                }}
              />
              <FieldError id={`location-${field}-error`} message={coordinateErrors[field]} />
            </div>
          ))}
        </div>
        <div className="modal-actions">
          <button type="submit" className="btn btn-secondary">
            {t('weather.picker.useCoordinates')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
