import { describe, expect, it } from 'vitest';
import { credentials } from '../fixtures/homelab-services.js';
import { runBuiltin } from '../helpers/run-builtin.js';
import { useHomelabServices } from '../helpers/homelab.js';

/** Sonarr's series list is the whole library; a large one is past the runtime's 16 MB cap. */
const services = useHomelabServices({ checkDescriptions: true });

describe('Sonarr with a whole library', () => {
  it('counts a 6,000-series library (about 21 MB) as it streams in, monitored by the series flag only', async () => {
    const result = await runBuiltin('com.sonarr', 'initialize', credentials.sonarr, services().url('sonarrbig'), null);
    expect(result.reason).toBe('');
    expect(result.html).toContain('>6,000<');
    // Every seventh of 6,000 is not monitored (858); the seasons' own flags do not count.
    expect(result.fullHtml).toContain('Monitored</dt><dd>5,142<');
  });
});
