import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { locationMinQuery, type LocationResult } from '../../../shared/contracts/weather.js';
import { messages } from '../../../shared/messages.js';
import { get } from '../../api/client.js';
import { toastError } from '../../api/toastError.js';
import { Spinner } from '../../components/Spinner.js';
import { Modal } from '../../components/Modal.js';

interface LocationPickerProps {
  onSelect: (place: LocationResult) => void;
  onClose: () => void;
}

/**
 * Finds a place by name through the server (at most 5 results). Mounted only while open, so the
 * search box and results start empty every time (spec-features §4).
 */
export function LocationPicker({ onSelect, onClose }: LocationPickerProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<LocationResult[] | null>(null);
  const [searching, setSearching] = useState(false);

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
      setResults(await get<LocationResult[]>(`/weather/locations?q=${encodeURIComponent(q)}`));
    } catch (error) {
      toastError(error, messages.locationsLoadFailed);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Modal id="location-picker" title="Search Location" onClose={onClose} initialFocus="location-query">
      <form className="form modal-form" onSubmit={(e) => void search(e)} noValidate role="search" aria-label="Search a location">
        <div className="field">
          <label className="field-label" htmlFor="location-query">
            Location name
          </label>
          <input
            id="location-query"
            className="input"
            type="search"
            autoComplete="off"
            placeholder="City, town or address"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={searching}>
            {searching ? <Spinner size={16} label="Searching" /> : null}
            Search
          </button>
        </div>
      </form>
      {results ? (
        results.length === 0 ? (
          <p className="location-empty" role="status">
            No places found. Try another name.
          </p>
        ) : (
          <ul className="location-results" aria-label="Locations found">
            {results.map((place) => (
              <li key={`${place.lat},${place.lon}`} className="location-result">
                <span className="location-result-text">
                  <span className="location-result-name">{place.name || place.display_name}</span>
                  <span className="location-result-full">{place.display_name}</span>
                </span>
                <button type="button" className="btn btn-secondary btn-sm" aria-label={`Select ${place.display_name}`} onClick={() => onSelect(place)}>
                  Select
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </Modal>
  );
}
