import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startHomelabServices, type HomelabServices } from '../fixtures/homelab-services.js';
import { stopBuiltins } from './run-builtin.js';

/**
 * The homelab fakes for one test file: started before its tests, closed after them with the
 * built-ins' runtimes. With `checkDescriptions`, every request to a fake built on a published
 * OpenAPI description (SOURCES.md) must match it, checked after each test.
 */
export function useHomelabServices(options: { checkDescriptions?: boolean } = {}): () => HomelabServices {
  let services: HomelabServices | null = null;
  beforeAll(async () => {
    services = await startHomelabServices();
  });
  afterAll(async () => {
    stopBuiltins();
    await services?.close();
  });
  const running = (): HomelabServices => {
    if (!services) throw new Error('the homelab fakes are not running (useHomelabServices is for a test file’s top level)');
    return services;
  };
  if (options.checkDescriptions) {
    afterEach(() => {
      expect(running().violations).toEqual([]);
    });
  }
  return running;
}
