import { describe, expect, it } from 'vitest';
import { secretIsSet } from '../../../shared/contracts/integrations.js';
import { dockerMessages as m } from '../../../shared/messages.js';
import { hostFormOf, hostPayloadOf, validateHost } from './hostForm.js';
import { isTcpUrl } from './hostUrlHelp.js';

const pem = (kind: string) => `-----BEGIN ${kind}-----\nMIIB\n-----END ${kind}-----`;

describe('the Docker host form', () => {
  it('asks for a name and one of the three kinds of address, in the server\'s words', () => {
    const empty = hostFormOf(undefined);
    expect(validateHost(empty, false)).toEqual({ name: m.nameRequired, url: m.urlRequired });
    expect(validateHost({ ...empty, name: 'NAS', url: 'http://nas:2375' }, false)).toEqual({ url: m.urlInvalid });
    for (const url of ['unix:///var/run/docker.sock', 'npipe:////./pipe/docker_engine', 'tcp://nas:2376']) {
      expect(validateHost({ ...empty, name: 'NAS', url }, isTcpUrl(url))).toBeNull();
    }
  });

  it('wants a client certificate and its key together', () => {
    const form = { ...hostFormOf(undefined), name: 'NAS', url: 'tcp://nas:2376', tlsCert: pem('CERTIFICATE') };
    expect(validateHost(form, true)).toEqual({ tlsKey: m.certNeedsKey });
    expect(validateHost({ ...form, tlsKey: pem('PRIVATE KEY') }, true)).toBeNull();
  });

  it('drops TLS fields from a socket address instead of refusing the whole form', () => {
    const form = { ...hostFormOf(undefined), name: 'Local', url: 'unix:///run/podman/podman.sock', tlsCa: pem('CERTIFICATE') };
    expect(hostPayloadOf(form, isTcpUrl(form.url)).tlsCa).toBe('');
    expect(validateHost(form, isTcpUrl(form.url))).toBeNull();
  });

  it('shows saved TLS material as set, so saving keeps it', () => {
    const form = hostFormOf({ _id: 'h1', name: 'NAS', url: 'tcp://nas:2376', kind: 'tcp', tls: { ca: true, cert: true, key: true }, discovery: false, createdAt: '', updatedAt: '' });
    expect(form).toMatchObject({ tlsCa: secretIsSet, tlsCert: secretIsSet, tlsKey: secretIsSet, discovery: false });
    expect(validateHost(form, true)).toBeNull();
  });
});
