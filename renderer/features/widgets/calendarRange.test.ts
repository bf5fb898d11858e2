import { describe, expect, it } from 'vitest';
import { calendarMaxDays, parseRange } from '../../../shared/contracts/calendar.js';
import { calendarAgendaMaxDays, parseWidgetConfig } from '../../../shared/contracts/widgets.js';
import { agendaRange, monthRange, shiftMonth, today } from './calendarRange.js';

/** What the calendar widget asks GET /api/v1/calendar for, and the settings it keeps. */
describe('calendar widget ranges', () => {
  it("takes today in the viewer's zone", () => {
    const instant = Date.parse('2026-12-01T23:30:00Z');
    expect(today(instant, 'UTC')).toBe('2026-12-01');
    expect(today(instant, 'Asia/Tokyo')).toBe('2026-12-02');
    expect(today(instant, 'America/Los_Angeles')).toBe('2026-12-01');
  });

  it('asks the agenda for its days from today, today included', () => {
    expect(agendaRange('2026-12-01', 14)).toEqual({ from: '2026-12-01', to: '2026-12-14' });
    expect(agendaRange('2026-12-25', 14)).toEqual({ from: '2026-12-25', to: '2027-01-07' });
    expect(agendaRange('2026-12-01', 1)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it("asks the month for its whole grid, Monday to Sunday, and leap years' Februaries right", () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-11-30', to: '2027-01-03' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-01-31', to: '2028-03-05' });
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('never asks for more than the API gives in one answer', () => {
    const agenda = agendaRange('2026-12-31', calendarAgendaMaxDays);
    expect(parseRange(agenda.from, agenda.to)).not.toHaveProperty('message');
    for (const month of ['2026-03', '2027-02', '2029-09']) {
      const { from, to } = monthRange(month);
      expect((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1).toBeLessThanOrEqual(calendarMaxDays);
      expect(parseRange(from, to)).not.toHaveProperty('message');
    }
  });
});

describe('calendar widget settings', () => {
  it('opens as the agenda of the next 14 days by default', () => {
    expect(parseWidgetConfig('calendar', { view: 'agenda', days: 14 })).toEqual({ ok: true, config: { view: 'agenda', days: 14 } });
  });

  it.each([
    [{ view: 'week', days: 14 }, 'The calendar opens as "agenda" or "month".'],
    [{ view: 'agenda', days: 0 }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: 32 }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: 2.5 }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: Number.NaN }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: '14' }, 'The agenda looks 1 to 31 days ahead; give a whole number.'],
    [{ view: 'agenda', days: 14, colour: 'red' }, 'This calendar setting is not known.'],
  ])('refuses %j saying what is wrong', (config, message) => {
    expect(parseWidgetConfig('calendar', config)).toEqual({ ok: false, message });
  });
});
