import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { until } from './until.js';

/**
 * The real OpenLDAP server (Debian's slapd, installed by .ci/run), started by a test in a
 * throwaway folder: an mdb database seeded with slapadd, plain LDAP (with StartTLS) and LDAPS
 * listeners on 127.0.0.1, a self-signed certificate made with openssl, and the memberof overlay
 * so groups added after start show on their members' memberOf.
 */
const run = promisify(execFile);
const slapd = '/usr/sbin/slapd';
const tools = { slapadd: '/usr/sbin/slapadd', ldapadd: 'ldapadd', ldapmodify: 'ldapmodify', openssl: 'openssl' };

/** Why the LDAP tests cannot run here, or null when slapd, ldap-utils and openssl are installed. */
export function slapdMissing(): string | null {
  if (spawnSync(slapd, ['-VV']).error) return 'slapd is not installed (apt-get install slapd)';
  if (spawnSync(tools.slapadd, ['-VV']).error) return 'slapadd is not installed (apt-get install slapd)';
  if (spawnSync(tools.ldapadd, ['-VV']).error) return 'ldapadd is not installed (apt-get install ldap-utils)';
  if (spawnSync(tools.openssl, ['version']).error) return 'openssl is not installed';
  return null;
}

export const ldapBase = 'dc=hearth,dc=test';
export const ldapGroups = { admins: `cn=hearth-admins,ou=groups,${ldapBase}`, users: `cn=hearth-users,ou=groups,${ldapBase}` };
export const ldapService = { dn: `cn=hearth,ou=services,${ldapBase}`, password: 'service-secret-7' };
/** alice is a Hearth admin, bob a user, carol in no Hearth group; each password is `<name>-pw`. */
export const ldapPeople = ['alice', 'bob', 'carol'] as const;
export const personDn = (uid: string) => `uid=${uid},ou=people,${ldapBase}`;

export interface RealSlapd {
  /** ldap://127.0.0.1:PORT (StartTLS offered) */
  url: string;
  /** ldaps://127.0.0.1:PORT */
  ldapsUrl: string;
  /** The self-signed certificate slapd serves, PEM, to paste as the CA. */
  caCert: string;
  /** Changes the directory as its administrator would, with ldapmodify (LDIF change records). */
  modify(ldif: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function config(dir: string): string {
  return [
    ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include /etc/ldap/schema/${s}.schema`),
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'moduleload memberof',
    `pidfile ${dir}/slapd.pid`,
    `TLSCertificateFile ${dir}/cert.pem`,
    `TLSCertificateKeyFile ${dir}/key.pem`,
    'database mdb',
    'maxsize 10485760',
    `suffix "${ldapBase}"`,
    `rootdn "cn=admin,${ldapBase}"`,
    'rootpw admin-secret',
    `directory ${dir}/db`,
    'overlay memberof',
    // Passwords are only for binding; only signed-in entries (the service account) may search.
    'access to attrs=userPassword by self auth by anonymous auth by * none',
    'access to * by users read by * none',
    '',
  ].join('\n');
}

function seed(): string {
  const entries = [
    `dn: ${ldapBase}\nobjectClass: dcObject\nobjectClass: organization\no: Hearth test\ndc: hearth`,
    ...['people', 'groups', 'services'].map((ou) => `dn: ou=${ou},${ldapBase}\nobjectClass: organizationalUnit\nou: ${ou}`),
    `dn: ${ldapService.dn}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: hearth\nuserPassword: ${ldapService.password}`,
    ...ldapPeople.map((uid) => `dn: ${personDn(uid)}\nobjectClass: inetOrgPerson\nuid: ${uid}\ncn: ${uid[0]?.toUpperCase()}${uid.slice(1)} Test\nsn: Test\nuserPassword: ${uid}-pw`),
  ];
  return `${entries.join('\n\n')}\n`;
}

function groups(): string {
  // groupOfNames needs a member: the placeholder keeps a group valid when a test moves its person out.
  const group = (dn: string, cn: string, member: string) => `dn: ${dn}\nobjectClass: groupOfNames\ncn: ${cn}\nmember: cn=placeholder,${ldapBase}\nmember: ${member}`;
  return `${group(ldapGroups.admins, 'hearth-admins', personDn('alice'))}\n\n${group(ldapGroups.users, 'hearth-users', personDn('bob'))}\n`;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startSlapd(): Promise<RealSlapd> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-slapd-'));
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await mkdir(join(dir, 'db'));
    await run(tools.openssl, ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']);
    await writeFile(join(dir, 'slapd.conf'), config(dir));
    await writeFile(join(dir, 'seed.ldif'), seed());
    await run(tools.slapadd, ['-f', join(dir, 'slapd.conf'), '-l', join(dir, 'seed.ldif')]);
    const [port, tlsPort] = [await freePort(), await freePort()];
    const url = `ldap://127.0.0.1:${port}`;
    // -d 0: stay in the foreground (the test owns the process) and log nothing.
    const started = spawn(slapd, ['-f', join(dir, 'slapd.conf'), '-h', `${url}/ ldaps://127.0.0.1:${tlsPort}/`, '-d', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    await until(`slapd on 127.0.0.1:${port} and ${tlsPort}`, async () => {
      if (started.exitCode !== null) throw new Error(`slapd exited with ${started.exitCode}: ${output}`);
      return (await listening(port)) && (await listening(tlsPort));
    }, 10_000);
    await writeFile(join(dir, 'groups.ldif'), groups());
    await run(tools.ldapadd, ['-x', '-H', url, '-D', `cn=admin,${ldapBase}`, '-w', 'admin-secret', '-f', join(dir, 'groups.ldif')]);
    const modify = async (ldif: string) => {
      const file = join(dir, `change-${randomBytes(4).toString('hex')}.ldif`);
      await writeFile(file, ldif);
      await run(tools.ldapmodify, ['-x', '-H', url, '-D', `cn=admin,${ldapBase}`, '-w', 'admin-secret', '-f', file]);
    };
    return { url, ldapsUrl: `ldaps://127.0.0.1:${tlsPort}`, caCert: (await readFile(join(dir, 'cert.pem'), 'utf8')).trim(), modify, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
