import { describe, expect, it } from 'vitest';
import { parseForwardAuthSwitch } from './forward-auth.settings.js';

describe('HEARTH_FORWARD_AUTH', () => {
  it('reads on and off in the usual spellings, and unset as "the setting decides"', () => {
    expect(parseForwardAuthSwitch(undefined)).toBeNull();
    expect(parseForwardAuthSwitch(' ')).toBeNull();
    for (const on of ['on', 'ON', 'true', '1']) expect(parseForwardAuthSwitch(on)).toBe(true);
    for (const off of ['off', 'false', '0']) expect(parseForwardAuthSwitch(off)).toBe(false);
  });

  it('refuses anything else with a message naming the variable, rather than guessing', () => {
    expect(() => parseForwardAuthSwitch('yes please')).toThrow('Invalid HEARTH_FORWARD_AUTH "yes please": use on or off.');
  });
});
