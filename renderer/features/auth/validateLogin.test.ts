import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { validateLogin } from './validateLogin.js';

describe('validateLogin', () => {
  it('asks for both fields with the spec messages', () => {
    expect(validateLogin('  ', '')).toEqual({
      ok: false,
      errors: { username: messages.usernameEmpty, password: messages.passwordEmpty },
    });
  });

  it('trims and lowercases the username and keeps the password as typed', () => {
    expect(validateLogin(' Admin ', ' Secret ')).toEqual({ ok: true, username: 'admin', password: ' Secret ' });
  });
});
