import { describe, expect, it } from 'vitest';
import type { DockerContainer } from '../../../shared/contracts/docker.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import { bindingChanged, bindingError, bindingFormOf, bindingPayload, containerChoices } from './bindingForm.js';

const c = (name: string, host = 'h1'): DockerContainer => ({ host, hostName: host.toUpperCase(), id: name, name, image: `${name}:1`, state: 'running', health: 'none', status: '', labels: {}, ports: [], createdAt: '', startedAt: null, composeProject: null });

describe('binding a link to a container', () => {
  it('sends host and name for a chosen container, a selector for a label, and {} to unbind', () => {
    expect(bindingPayload({ mode: 'container', chosen: 'h1/jellyfin', label: '' })).toEqual({ host: 'h1', name: 'jellyfin' });
    expect(bindingPayload({ mode: 'label', chosen: '', label: 'app=jellyfin' })).toEqual({ label: 'app=jellyfin' });
    expect(bindingPayload({ mode: 'none', chosen: 'h1/x', label: 'y' })).toEqual({});
  });

  it('reads back what the server holds, and writes only a change', () => {
    const bound = { listingId: 'l1', host: 'h1', name: 'jellyfin', label: null, container: null };
    const form = bindingFormOf(bound);
    expect(form).toEqual({ mode: 'container', chosen: 'h1/jellyfin', label: '' });
    expect(bindingChanged(form, bound)).toBe(false);
    expect(bindingChanged({ ...form, mode: 'none' }, bound)).toBe(true);
    expect(bindingChanged(bindingFormOf(undefined), undefined)).toBe(false);
  });

  it('says what is missing, and the server\'s own words for a bad selector', () => {
    expect(bindingError({ mode: 'container', chosen: '', label: '' })).toMatch(/Choose the container/);
    expect(bindingError({ mode: 'label', chosen: '', label: 'app = x' })).toBe(m.labelInvalid);
    expect(bindingError({ mode: 'label', chosen: '', label: 'app=x' })).toBeNull();
  });

  it('lists containers by host, by name', () => {
    expect(containerChoices([c('web', 'h2'), c('b'), c('a')])).toEqual([
      { hostName: 'H1', options: [{ value: 'h1/a', label: 'a (a:1)' }, { value: 'h1/b', label: 'b (b:1)' }] },
      { hostName: 'H2', options: [{ value: 'h2/web', label: 'web (web:1)' }] },
    ]);
  });
});
