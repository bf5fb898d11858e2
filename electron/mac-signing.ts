/**
 * How the Mac app is signed, from the release workflow's environment (a pure function, so
 * electron/builder-config.test.ts checks each case). Electron's binaries come ad-hoc signed;
 * flipping the fuses changes the binary, so it must be signed again afterwards, or Apple silicon
 * kills it at launch ("Hearth is damaged"; SIGKILL, Code Signature Invalid). electron-builder
 * 26.15+ skips signing when it finds no certificate, with no ad-hoc fallback, so:
 * - a Developer ID certificate (CSC_LINK / CSC_NAME set by the workflow's secrets): signed with
 *   it, hardened runtime on, notarized when Apple's credentials are there too;
 * - none: ad-hoc (identity "-"), which app-builder-lib's MacTargetHelper.findSigningIdentity
 *   accepts, without the hardened runtime (library validation would refuse the native modules
 *   that an ad-hoc signature gives no team id), and never notarized.
 */
export interface MacSigning {
  identity: string | null | undefined;
  hardenedRuntime: boolean;
  notarize: boolean;
  entitlements?: string;
  entitlementsInherit?: string;
}

export const macEntitlements = 'resources/installer/entitlements.mac.plist';

const has = (env: Record<string, string | undefined>, name: string): boolean => Boolean(env[name]?.trim());

/** Apple's notary credentials, in one of the three forms @electron/notarize reads from the environment. */
export function hasNotaryCredentials(env: Record<string, string | undefined>): boolean {
  const apiKey = has(env, 'APPLE_API_KEY') && has(env, 'APPLE_API_KEY_ID') && has(env, 'APPLE_API_ISSUER');
  const appleId = has(env, 'APPLE_ID') && has(env, 'APPLE_APP_SPECIFIC_PASSWORD') && has(env, 'APPLE_TEAM_ID');
  const keychain = has(env, 'APPLE_KEYCHAIN_PROFILE');
  return apiKey || appleId || keychain;
}

export function macSigning(env: Record<string, string | undefined>): MacSigning {
  const certificate = has(env, 'CSC_LINK') || has(env, 'CSC_NAME');
  if (!certificate) return { identity: '-', hardenedRuntime: false, notarize: false };
  return {
    // undefined: electron-builder finds the Developer ID the workflow imported (CSC_NAME narrows it).
    identity: env.CSC_NAME?.trim() || undefined,
    hardenedRuntime: true,
    notarize: hasNotaryCredentials(env),
    entitlements: macEntitlements,
    entitlementsInherit: macEntitlements,
  };
}
