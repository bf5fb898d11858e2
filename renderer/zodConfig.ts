import { config } from 'zod';

// zod probes for `new Function` when it builds an object schema, to compile faster parsers. The
// server's CSP (script-src 'self') blocks it, and Chromium reports the blocked probe as a CSP
// violation even though zod catches it. Jitless mode skips the probe; Hearth's forms are small.
config({ jitless: true });
