import { z } from 'zod';
import { messages } from '../messages.js';

/** How a user's groups are found: a search of group entries naming the user, or the user's memberOf. */
export const ldapGroupModes = ['search', 'memberOf'] as const;
export type LdapGroupMode = (typeof ldapGroupModes)[number];

export const ldapMessages = {
  urlInvalid: 'Enter the directory address as ldap://host:port or ldaps://host:port (no user or password in it: those go in the bind fields).',
  dnInvalid: 'Enter a DN such as cn=hearth,ou=services,dc=example,dc=org (at most 500 characters).',
  filterInvalid: 'The user filter needs {username} where the typed name goes, in parentheses, e.g. (uid={username}).',
  attributeInvalid: 'Enter an attribute name such as member or uniqueMember.',
  caInvalid: 'Paste the CA certificate in PEM form, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
  startTlsWithLdaps: 'StartTLS is for ldap:// addresses; an ldaps:// address is encrypted already.',
  groupBaseNeeded: 'Enter the base DN under which groups are searched, or read groups from memberOf.',
  adminGroupNeeded: 'Enter the DN of the group whose members are super admins.',
} as const;

const dn = z.string({ error: ldapMessages.dnInvalid }).trim().max(500, ldapMessages.dnInvalid);
const requiredDn = dn.refine((v) => v.length > 0 && v.includes('='), ldapMessages.dnInvalid);
const optionalDn = dn.refine((v) => v === '' || v.includes('='), ldapMessages.dnInvalid);

/**
 * LDAP sign-in (issue 45 item 3), as the settings form sends it. bindPassword is write-only: an
 * empty one keeps the stored password, so the form never needs it back.
 */
export const ldapSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether LDAP sign-in is on (true or false).' }),
    url: z
      .string({ error: ldapMessages.urlInvalid })
      .trim()
      .max(300, ldapMessages.urlInvalid)
      .refine((v) => /^ldaps?:\/\/[^\s/?#@]+\/?$/i.test(v), ldapMessages.urlInvalid),
    startTls: z.boolean({ error: 'Say whether StartTLS is used (true or false).' }),
    bindDn: requiredDn,
    bindPassword: z.string({ error: 'The bind password must be text.' }).max(1024, 'The bind password is at most 1024 characters.'),
    userBase: requiredDn,
    userFilter: z
      .string({ error: ldapMessages.filterInvalid })
      .trim()
      .max(500, ldapMessages.filterInvalid)
      .refine((v) => v.startsWith('(') && v.endsWith(')') && v.includes('{username}'), ldapMessages.filterInvalid),
    groupMode: z.enum(ldapGroupModes, { error: 'Choose how groups are read: search or memberOf.' }),
    groupBase: optionalDn,
    memberAttribute: z
      .string({ error: ldapMessages.attributeInvalid })
      .trim()
      .refine((v) => /^[A-Za-z][A-Za-z0-9-]{0,63}$/.test(v), ldapMessages.attributeInvalid),
    adminGroupDn: optionalDn.refine((v) => v !== '', ldapMessages.adminGroupNeeded),
    /** Empty: everyone the user filter finds may sign in as a plain user. */
    userGroupDn: optionalDn,
    autoCreate: z.boolean({ error: 'Say whether unknown users are created (true or false).' }),
    caCert: z
      .string({ error: ldapMessages.caInvalid })
      .trim()
      .max(20_000, ldapMessages.caInvalid)
      .refine((v) => v === '' || /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/.test(v), ldapMessages.caInvalid),
  })
  .refine((v) => !(v.startTls && /^ldaps:/i.test(v.url)), { message: ldapMessages.startTlsWithLdaps, path: ['startTls'] })
  .refine((v) => v.groupMode === 'memberOf' || v.groupBase !== '', { message: ldapMessages.groupBaseNeeded, path: ['groupBase'] });
export type LdapSettingsInput = z.infer<typeof ldapSettingsSchema>;

/** What GET /settings/ldap answers: the settings without the bind password, and whether one is stored. */
export type LdapSettingsView = Omit<LdapSettingsInput, 'bindPassword'> & { bindPasswordSet: boolean };

/** POST /settings/ldap/test: whether Hearth reached the directory and bound, in words. */
export interface LdapTestResult {
  ok: boolean;
  message: string;
}

/** GET /auth/ldap, open to all: whether the login form sends passwords to the LDAP route. */
export interface LdapStatus {
  enabled: boolean;
}

export const defaultLdapSettings: LdapSettingsView = {
  enabled: false,
  url: 'ldap://127.0.0.1:389',
  startTls: false,
  bindDn: '',
  bindPasswordSet: false,
  userBase: '',
  userFilter: '(uid={username})',
  groupMode: 'search',
  groupBase: '',
  memberAttribute: 'member',
  adminGroupDn: '',
  userGroupDn: '',
  autoCreate: true,
  caCert: '',
};

/**
 * POST /auth/ldap: the login form's fields with the password as typed, since the directory checks
 * it (local accounts are checked by its md5, as on /login). An empty password is refused here:
 * a directory takes a bind with a DN and no password as anonymous, and answers "success".
 */
export const ldapLoginSchema = z.object({
  username: z
    .string({ error: messages.usernameEmpty })
    .trim()
    .min(1, messages.usernameEmpty)
    .max(100)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: messages.passwordEmpty }).min(1, messages.passwordEmpty).max(1024),
});
export type LdapLoginBody = z.infer<typeof ldapLoginSchema>;
