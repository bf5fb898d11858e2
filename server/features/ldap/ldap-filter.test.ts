import { describe, expect, it } from 'vitest';
import { escapeFilterValue, groupFilterFor, normalizeDn, userFilterFor } from './ldap-filter.js';

describe('LDAP filter escaping (RFC 4515)', () => {
  it('turns every filter character of a typed name into hex', () => {
    expect(escapeFilterValue('*')).toBe('\\2a');
    expect(escapeFilterValue(')(uid=*')).toBe('\\29\\28uid=\\2a');
    expect(escapeFilterValue('\\')).toBe('\\5c');
    expect(escapeFilterValue('a\0b')).toBe('a\\00b');
    expect(escapeFilterValue('alice.smith')).toBe('alice.smith');
  });

  it('puts the escaped name in every {username} of the admin filter', () => {
    expect(userFilterFor('(|(uid={username})(mail={username}))', 'x)(uid=*')).toBe('(|(uid=x\\29\\28uid=\\2a)(mail=x\\29\\28uid=\\2a))');
  });

  it('escapes the user DN in the group filter', () => {
    expect(groupFilterFor('member', 'uid=a\\2c(b),dc=x')).toBe('(member=uid=a\\5c2c\\28b\\29,dc=x)');
  });

  it('compares DNs regardless of case and spaces', () => {
    expect(normalizeDn('CN=Admins, OU=Groups,dc=Hearth ,dc=test')).toBe(normalizeDn('cn=admins,ou=groups,dc=hearth,dc=test'));
    expect(normalizeDn('cn=a\\,b,dc=x')).toBe('cn=a\\,b,dc=x');
  });
});
