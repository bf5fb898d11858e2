import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { ConnectionOptions } from 'node:tls';
import type { LdapConfig } from './ldap.settings.js';
import { groupFilterFor, normalizeDn, userFilterFor } from './ldap-filter.js';
import { describeLdapFailure, DirectoryUnavailable } from './ldap-failures.js';

const connectTimeoutMs = 5000;
const operationTimeoutMs = 10_000;

/** A person the user filter found, with the groups Hearth reads its roles from. */
export interface DirectoryUser {
  dn: string;
  entryUuid: string | null;
  fullName: string;
  /** Normalized group DNs (normalizeDn). */
  groups: string[];
}

function tlsOptions(config: LdapConfig): ConnectionOptions {
  return { minVersion: 'TLSv1.2', ...(config.caCert ? { ca: [config.caCert] } : {}) };
}

/** A connection, upgraded by StartTLS when asked, before anything (a password) is sent on it. */
async function open(config: LdapConfig): Promise<Client> {
  // ldapts speaks TLS from the first byte whenever tlsOptions are given, so only ldaps:// gets them.
  const secure = /^ldaps:/i.test(config.url);
  const client = new Client({ url: config.url, connectTimeout: connectTimeoutMs, timeout: operationTimeoutMs, ...(secure ? { tlsOptions: tlsOptions(config) } : {}) });
  // The upgraded socket's certificate is checked against the URL's host, which ldapts does not pass on.
  if (config.startTls) await client.startTLS({ ...tlsOptions(config), host: new URL(config.url).hostname.replace(/^\[|\]$/g, '') });
  return client;
}

async function withClient<T>(config: LdapConfig, work: (client: Client) => Promise<T>): Promise<T> {
  let client: Client | null = null;
  try {
    client = await open(config);
    return await work(client);
  } finally {
    await client?.unbind().catch(() => undefined);
  }
}

function first(entry: Entry, name: string): string {
  const value = entry[name];
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined ? '' : one.toString();
}

function all(entry: Entry, name: string): string[] {
  const value = entry[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => v.toString());
}

async function groupsOf(client: Client, config: LdapConfig, user: Entry): Promise<string[]> {
  if (config.groupMode === 'memberOf') return all(user, 'memberOf').map(normalizeDn);
  const { searchEntries } = await client.search(config.groupBase, { scope: 'sub', filter: groupFilterFor(config.memberAttribute, user.dn), attributes: ['dn'] });
  return searchEntries.map((group) => normalizeDn(group.dn));
}

/**
 * Finds the one entry the user filter matches for this name, as the service account. None, or
 * more than one (a filter that matches too widely), finds nobody.
 */
export async function findDirectoryUser(config: LdapConfig, username: string): Promise<DirectoryUser | null> {
  try {
    return await withClient(config, async (client) => {
      await client.bind(config.bindDn, config.bindPassword);
      const { searchEntries } = await client.search(config.userBase, {
        scope: 'sub',
        filter: userFilterFor(config.userFilter, username),
        attributes: ['entryUUID', 'cn', 'displayName', 'memberOf'],
        sizeLimit: 2,
      });
      const [entry, another] = searchEntries;
      if (!entry || another) return null;
      const fullName = first(entry, 'displayName') || first(entry, 'cn');
      return { dn: entry.dn, entryUuid: first(entry, 'entryUUID') || null, fullName, groups: await groupsOf(client, config, entry) };
    });
  } catch (error) {
    throw new DirectoryUnavailable(describeLdapFailure(config, error));
  }
}

/** Whether the directory accepts this password for this DN. The caller refuses an empty password first. */
export async function passwordMatches(config: LdapConfig, dn: string, password: string): Promise<boolean> {
  if (password === '') return false;
  try {
    return await withClient(config, async (client) => {
      await client.bind(dn, password);
      return true;
    });
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false;
    throw new DirectoryUnavailable(describeLdapFailure(config, error));
  }
}

/** Binds as the service account and reads the user search base's own entry: what "Test connection" reports. */
export async function testDirectory(config: LdapConfig): Promise<string> {
  return withClient(config, async (client) => {
    await client.bind(config.bindDn, config.bindPassword);
    await client.search(config.userBase, { scope: 'base', filter: '(objectClass=*)', attributes: ['dn'] });
    const tls = config.startTls ? ' over StartTLS' : /^ldaps:/i.test(config.url) ? ' over TLS' : '';
    return `Connected to ${config.url}${tls} and signed in as ${config.bindDn}; the user search base is there.`;
  });
}
