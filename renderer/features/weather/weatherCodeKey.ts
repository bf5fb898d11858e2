/** The WMO codes the catalogues describe (shared/contracts/weather.ts holds their English words). */
const describedCodes = new Set([0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]);

/**
 * The catalogue key of a weather code's description. The server sends the description in English;
 * the code is what the renderer translates, and a code outside the list reads "Unknown weather",
 * as the server says then.
 */
export function weatherCodeKey(code: number): string {
  return `weather.codes.${describedCodes.has(code) ? code : 'unknown'}`;
}
