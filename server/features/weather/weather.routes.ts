import { Router } from 'express';
import type { AppContext } from '../../context.js';
import { locationMinQuery, weatherSaveSchema } from '../../../shared/contracts/weather.js';
import { messages } from '../../../shared/messages.js';
import { currentUser } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { saveWeather, WeatherService } from './weather.service.js';

/** Weather settings, the current weather and location search; the browser never calls the outside services. */
export function weatherRoutes(ctx: AppContext): Router {
  const router = Router();
  const weather = new WeatherService({ weatherUrl: ctx.config.weatherUrl, geocodeUrl: ctx.config.geocodeUrl, timeoutMs: ctx.config.outsideTimeoutMs });

  /** Saving unchanged values succeeds (the original answered 400 for it). */
  router.post('/settings/weather', (req, res) => {
    const body = parse(weatherSaveSchema, req.body);
    saveWeather(ctx.db, currentUser(req).id, body);
    res.json({ error: false, message: messages.weatherSaved });
  });

  router.get('/weather', async (req, res) => {
    res.json({ error: false, message: await weather.current(currentUser(req)) });
  });

  router.get('/weather/locations', async (req, res) => {
    const raw = req.query.q;
    const query = (typeof raw === 'string' ? raw : '').trim().slice(0, 200);
    if (query.length < locationMinQuery) throw badRequest(messages.locationQueryTooShort);
    res.json({ error: false, message: await weather.searchLocations(query) });
  });
  return router;
}
