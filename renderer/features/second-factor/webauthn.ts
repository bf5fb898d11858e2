import { i18n } from '../../i18n/i18n.js';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/** An IPv4 address or a bracketed IPv6 one: never a valid WebAuthn RP ID, even on loopback. */
export function isIpHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
}

/**
 * Whether this page can use passkeys at all: a secure context with WebAuthn, reached by a name
 * (http://localhost or https). At an address such as http://127.0.0.1 the browser would refuse.
 */
export function passkeysAvailable(): boolean {
  return window.isSecureContext && typeof window.PublicKeyCredential === 'function' && !isIpHost(window.location.hostname);
}

// The WebAuthn helper loads only when a passkey is used, not with the login page.
export async function askForPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON });
}

export async function makePasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON });
}

/** The browser's refusal (cancelled, timed out, no passkey here) as words a person can act on. */
export function passkeyProblem(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return i18n.t('secondFactor.problems.cancelled');
  if (error.name === 'InvalidStateError') return i18n.t('secondFactor.problems.alreadyHeld');
  if (error.name === 'SecurityError') return i18n.t('secondFactor.problems.refused');
  return null;
}
