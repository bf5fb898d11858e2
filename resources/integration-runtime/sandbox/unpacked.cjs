'use strict';
// In the packaged desktop app Hearth's node_modules are inside app.asar, which a worker thread
// cannot read (Electron patches fs for its own processes' main threads only). The sandbox's one
// package from there, ses, is unpacked beside it (electron-builder.config.ts, asarUnpack): this
// is its real folder. Elsewhere (headless, tests) the folder is already real.
const fs = require('node:fs');

function unpackedModulesDir(modulesDir, exists = fs.existsSync) {
  const unpacked = String(modulesDir).replace(/([\\/])app\.asar(?=[\\/]|$)/, '$1app.asar.unpacked');
  return unpacked !== modulesDir && exists(unpacked) ? unpacked : modulesDir;
}

module.exports = { unpackedModulesDir };
