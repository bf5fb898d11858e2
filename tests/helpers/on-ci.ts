// CI=true (any value but "false"): CI installs every prerequisite, so a missing one there is a
// broken setup. No test runner imported here, so Playwright specs use it as vitest files do.
export const onCi = Boolean(process.env.CI) && process.env.CI !== 'false';
