import { z } from 'zod';
import { messages } from '../messages.js';

/** How many recovery codes an enrolment gives. */
export const recoveryCodeCount = 10;

/** The answer to a right password when the account has a second factor: no session yet. */
export interface SecondFactorNeeded {
  secondFactor: {
    /** Single-use, short-lived: it only lets its holder take the second step. */
    pendingToken: string;
    methods: ('totp' | 'recovery' | 'passkey')[];
    expiresInSeconds: number;
  };
}

const md5Hex = /^[0-9a-f]{32}$/;
const code = z.string({ error: messages.secondFactorCodeMissing }).trim().min(1, messages.secondFactorCodeMissing).max(40, messages.secondFactorCodeWrong);
const pendingToken = z.string({ error: messages.secondFactorPendingInvalid }).min(1, messages.secondFactorPendingInvalid).max(200, messages.secondFactorPendingInvalid);
/** A WebAuthn answer as @simplewebauthn/browser gives it; the library checks its inside. */
const passkeyAnswer = z.looseObject({ id: z.string().min(1).max(2000), rawId: z.string().max(2000), type: z.literal('public-key'), response: z.looseObject({}) }, { error: messages.passkeyAnswerInvalid });

/** POST /api/v1/login/second-factor: a TOTP code or recovery code, or a passkey's answer. */
export const secondFactorSchema = z.union(
  [z.object({ pendingToken, code }), z.object({ pendingToken, passkey: passkeyAnswer })],
  { error: messages.secondFactorCodeMissing },
);
export type SecondFactorBody = z.infer<typeof secondFactorSchema>;

/** POST /api/v1/login/second-factor/passkey-options */
export const pendingOnlySchema = z.object({ pendingToken });

/** POST /api/v1/login/passkey: a passwordless sign-in. */
export const passkeyLoginSchema = z.object({
  challengeId: z.string({ error: messages.passkeyChallengeExpired }).min(1, messages.passkeyChallengeExpired).max(100, messages.passkeyChallengeExpired),
  passkey: passkeyAnswer,
});

/** What proves it is still the owner before a factor is removed: the password (md5 hex) or a current code. */
export const proofSchema = z
  .object({
    password: z.string().regex(md5Hex, messages.secondFactorProofMissing).optional(),
    code: code.optional(),
  })
  .refine((v) => v.password !== undefined || v.code !== undefined, messages.secondFactorProofMissing);
export type ProofBody = z.infer<typeof proofSchema>;

/** POST /api/v1/account/factors/totp/confirm */
export const totpConfirmSchema = z.object({ code: z.string({ error: messages.secondFactorCodeMissing }).trim().regex(/^\d{6}$/, messages.totpEnrolCodeFormat) });

/** POST /api/v1/account/passkeys */
export const passkeyRegisterSchema = z.object({
  name: z.string({ error: messages.passkeyNameRequired }).trim().min(1, messages.passkeyNameRequired).max(60, messages.passkeyNameTooLong),
  passkey: passkeyAnswer,
});

export interface PasskeyView {
  id: string;
  name: string;
  /** The host name it works on (a passkey belongs to one). */
  rpId: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/v1/account/factors: never a seed or a code. */
export interface FactorsView {
  totp: boolean;
  passkeys: PasskeyView[];
  recoveryCodesLeft: number;
}

/** POST /api/v1/account/factors/totp/start: the seed, this once, to put in an app. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** Answers that turn a first factor on carry the recovery codes, this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
