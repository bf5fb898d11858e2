import { dockerHostCreateSchema, type DockerHost, type DockerHostCreateInput } from '../../../shared/contracts/docker.js';
import { secretIsSet } from '../../../shared/contracts/integrations.js';
import { fieldErrors } from '../../forms/fieldErrors.js';

export interface HostForm {
  name: string;
  url: string;
  tlsCa: string;
  tlsCert: string;
  tlsKey: string;
  discovery: boolean;
}
export type HostField = keyof HostForm;
export type HostErrors = Partial<Record<HostField, string>>;

/** The order fields appear in, so focus goes to the first bad one. */
export const hostFieldOrder: HostField[] = ['name', 'url', 'tlsCa', 'tlsCert', 'tlsKey', 'discovery'];

/** A saved host's form: its TLS material never comes back, so a saved one shows as "set" and is kept unless replaced. */
export function hostFormOf(host: DockerHost | undefined): HostForm {
  return {
    name: host?.name ?? '',
    url: host?.url ?? '',
    tlsCa: host?.tls.ca ? secretIsSet : '',
    tlsCert: host?.tls.cert ? secretIsSet : '',
    tlsKey: host?.tls.key ? secretIsSet : '',
    discovery: host?.discovery ?? true,
  };
}

/** The body for POST (new) or PATCH (saved) hosts; TLS fields go only with a tcp:// address. */
export function hostPayloadOf(form: HostForm, tcp: boolean): DockerHostCreateInput {
  return {
    name: form.name,
    url: form.url,
    tlsCa: tcp ? form.tlsCa : '',
    tlsCert: tcp ? form.tlsCert : '',
    tlsKey: tcp ? form.tlsKey : '',
    discovery: form.discovery,
  };
}

/** The shared schema's messages (the server answers the same ones), or null when valid. */
export function validateHost(form: HostForm, tcp: boolean): HostErrors | null {
  const result = dockerHostCreateSchema.safeParse(hostPayloadOf(form, tcp));
  return result.success ? null : fieldErrors<HostField>(result.error);
}
