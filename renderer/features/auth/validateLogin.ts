import { messages } from '../../../shared/messages.js';

export type LoginField = 'username' | 'password';

export type LoginCheck =
  | { ok: true; username: string; password: string }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/**
 * The login form's rules (spec-core §5), the same as shared loginSchema: both fields required,
 * username trimmed and lowercased. Written out by hand so the login bundle does not carry zod
 * (about 40 KB gzipped); the messages still come from shared/messages.
 */
export function validateLogin(username: string, password: string): LoginCheck {
  const name = username.trim().toLowerCase();
  const errors: Partial<Record<LoginField, string>> = {};
  if (!name) errors.username = messages.usernameEmpty;
  if (!password) errors.password = messages.passwordEmpty;
  if (errors.username || errors.password) return { ok: false, errors };
  return { ok: true, username: name, password };
}
