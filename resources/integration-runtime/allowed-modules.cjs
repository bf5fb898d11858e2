'use strict';
// What package code may require in the integration runtime (runner.cjs): Node built-ins, and
// packages from the app's own node_modules or else Hearth's. A file of its own because the
// container image (scripts/container/) ships every listed package that Hearth's production
// install holds, so an app finds there what it finds in the desktop app.
// Frozen: package code can read this folder, so it must not be able to widen the lists.
module.exports = Object.freeze({
  builtins: Object.freeze(['assert', 'buffer', 'crypto', 'dns', 'events', 'http', 'https', 'querystring', 'stream', 'timers', 'url', 'util', 'zlib', 'readline', 'string_decoder', 'perf_hooks']),
  packages: Object.freeze(['axios', 'moment', 'dayjs', 'lodash', 'uuid', 'date-fns', 'debug', 'node-fetch', 'form-data', 'jsonschema', 'jsonwebtoken', 'bcrypt', 'argon2', 'helmet', 'express-rate-limit', 'validator', 'qs', 'bluebird', 'pino', 'winston', 'sharp', 'md5']),
});
