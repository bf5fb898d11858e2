/**
 * Screens that keep Ctrl/Cmd+K for their own search (the snippet screen focuses its code search)
 * claim it while mounted; the palette then leaves Ctrl/Cmd+K to them ("/" and the header button
 * still open it). A count, so nested or overlapping claims release cleanly.
 */
let claims = 0;

export function claimCommandK(): () => void {
  claims += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
  };
}

export function commandKClaimed(): boolean {
  return claims > 0;
}
