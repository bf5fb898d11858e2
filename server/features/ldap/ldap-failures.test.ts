import { InvalidCredentialsError, NoSuchObjectError, ConfidentialityRequiredError } from 'ldapts';
import { describe, expect, it } from 'vitest';
import { describeLdapFailure } from './ldap-failures.js';

const config = { url: 'ldaps://ldap.home.arpa:636', bindDn: 'cn=hearth,dc=home,dc=arpa', userBase: 'ou=people,dc=home,dc=arpa' };
const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('what "Test connection" and sign-in say when the directory fails', () => {
  it('names the network failure', () => {
    expect(describeLdapFailure(config, withCode('ECONNREFUSED'))).toContain('the connection was refused');
    expect(describeLdapFailure(config, withCode('ENOTFOUND'))).toContain('does not resolve');
    expect(describeLdapFailure(config, withCode('ETIMEDOUT'))).toContain('did not answer in time');
    expect(describeLdapFailure(config, new Error('Connection timeout after 5000ms'))).toContain('did not answer in time');
    expect(describeLdapFailure(config, withCode('ECONNRESET'))).toContain('closed the connection');
  });

  it('tells an untrusted certificate to paste the CA, and a wrong name apart', () => {
    expect(describeLdapFailure(config, withCode('DEPTH_ZERO_SELF_SIGNED_CERT'))).toContain('Paste the CA certificate');
    expect(describeLdapFailure(config, withCode('SELF_SIGNED_CERT_IN_CHAIN'))).toContain('Paste the CA certificate');
    expect(describeLdapFailure(config, withCode('ERR_TLS_CERT_ALTNAME_INVALID'))).toContain('for another host name');
  });

  it("reads the directory's result codes", () => {
    expect(describeLdapFailure(config, new InvalidCredentialsError('x'))).toBe('The directory refused the bind DN cn=hearth,dc=home,dc=arpa or its password.');
    expect(describeLdapFailure(config, new NoSuchObjectError('x'))).toContain('has no entry ou=people,dc=home,dc=arpa');
    expect(describeLdapFailure(config, new ConfidentialityRequiredError('x'))).toContain('turn on StartTLS or use ldaps://');
  });

  it("never repeats an unknown error's own text, which could carry what was sent", () => {
    const said = describeLdapFailure(config, new Error('bind failed for secret-password-123'));
    expect(said).toBe('Could not talk to the directory at ldaps://ldap.home.arpa:636.');
  });
});
