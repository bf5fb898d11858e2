'use strict';
// Hearth's own guard for the integration runtime, installed by runner.cjs before any package
// code loads. It narrows what a package's modules (which run with Node's real require) can
// reach, in every runtime:
// - modules: child_process, cluster, worker_threads, inspector, module, v8, vm, wasi, repl,
//   sqlite, trace_events and sea cannot be loaded; fs and fs/promises are a read-only view of
//   the folders this process may read; native addons (.node) and ES modules cannot be loaded,
//   and import() is refused (only CommonJS loads, through the guarded require);
// - code from strings: eval, Function and the async/generator function constructors throw,
//   also where the V8 flag for it was not honoured, so code in the runner's vm context cannot
//   reach this realm through a host function's .constructor;
// - process: kill, _kill, binding, _linkedBinding, dlopen, getBuiltinModule, execve, chdir,
//   the uid/gid setters, loadEnvFile and report are gone, and signal handlers cannot be added
//   (so the server's kill always works).
// With Node's permission model (the headless server's runtime) the OS-level limits apply as
// well. Electron's utilityProcess does not apply Node's permission flags (process.permission
// is undefined there), so on the desktop this guard is what stands between a package and the
// machine: it is a narrowing of the API, not an OS sandbox. sandbox() says which applies.
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const vm = require('node:vm');
const v8 = require('node:v8');

const deniedModules = new Set(['child_process', 'cluster', 'worker_threads', 'inspector', 'inspector/promises', 'module', 'v8', 'vm', 'wasi', 'repl', 'sqlite', 'trace_events', 'sea', 'test', 'test/reporters']);
const deniedProcess = ['kill', '_kill', 'binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'execve', 'chdir', 'setuid', 'setgid', 'seteuid', 'setegid', 'setgroups', 'initgroups', 'loadEnvFile', 'report', '_debugProcess', '_startProfilerIdleNotifier', 'openStdin'];
const signals = new Set(Object.keys(require('node:os').constants.signals));

function denied(what) {
  const error = new Error(`Access to ${what} is not allowed in Hearth's integration runtime.`);
  error.code = 'ERR_ACCESS_DENIED';
  return error;
}

function builtinName(request) {
  const name = String(request).replace(/^node:/, '');
  return Module.isBuiltin(name) || Module.isBuiltin(`node:${name}`) ? name : null;
}

/** fs, narrowed to reading the allowed folders (real paths, so a link cannot lead out). */
function readOnlyFs(roots) {
  const inside = (target) => {
    let real;
    try {
      real = fs.realpathSync(path.resolve(String(target instanceof URL ? target.pathname : target)));
    } catch {
      real = path.resolve(String(target instanceof URL ? target.pathname : target));
    }
    return roots.some((root) => real === root || real.startsWith(root + path.sep));
  };
  const checked = (fn, name) =>
    function guardedRead(target, ...rest) {
      if (typeof target === 'number') return fn.call(fs, target, ...rest);
      if (!inside(target)) {
        const error = denied(`${String(target)}`);
        const callback = rest.find((arg) => typeof arg === 'function');
        if (callback && !name.endsWith('Sync')) return void process.nextTick(callback, error);
        throw error;
      }
      return fn.call(fs, target, ...rest);
    };
  const readOnlyOpen = (fn, name) =>
    function guardedOpen(target, flags, ...rest) {
      if (flags !== undefined && typeof flags !== 'function' && flags !== 'r' && flags !== fs.constants.O_RDONLY) throw denied(`writing ${String(target)}`);
      return checked(fn, name)(target, flags, ...rest);
    };
  const reads = ['readFileSync', 'readFile', 'existsSync', 'exists', 'statSync', 'stat', 'lstatSync', 'lstat', 'readdirSync', 'readdir', 'realpathSync', 'realpath', 'accessSync', 'access', 'createReadStream', 'opendir', 'opendirSync'];
  const byFd = ['readSync', 'read', 'closeSync', 'close', 'fstatSync', 'fstat'];
  const view = { constants: fs.constants, Stats: fs.Stats, Dirent: fs.Dirent, ReadStream: fs.ReadStream };
  for (const name of reads) view[name] = checked(fs[name], name);
  view.realpathSync.native = checked(fs.realpathSync.native, 'realpathSync');
  for (const name of byFd) view[name] = fs[name];
  view.openSync = readOnlyOpen(fs.openSync, 'openSync');
  view.open = readOnlyOpen(fs.open, 'open');
  const promises = {};
  for (const name of ['readFile', 'stat', 'lstat', 'readdir', 'realpath', 'access', 'opendir']) promises[name] = checked(fs.promises[name], name);
  promises.open = readOnlyOpen(fs.promises.open, 'open');
  view.promises = promises;
  const refuse = (target, name) => (name in target ? target[name] : typeof name === 'string' ? () => { throw denied(`fs.${name}`); } : undefined);
  return { fs: new Proxy(Object.freeze(view), { get: refuse }), promises: new Proxy(Object.freeze(promises), { get: refuse }) };
}

function lockProperty(target, name, value) {
  Object.defineProperty(target, name, { value, writable: false, configurable: false, enumerable: false });
}

/** The CommonJS compile step again, with import() refused: dynamic import would skip require. */
function compileWithoutImport(content, filename) {
  // A hashbang line is valid only at the start of a script, not inside a function body.
  const body = content.startsWith('#!') ? `//${content.slice(2)}` : content;
  return vm.compileFunction(body, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename,
    importModuleDynamically: () => {
      throw denied('import()');
    },
  });
}

/**
 * eval and every function constructor of this realm, made to throw. The prototypes keep their
 * `constructor` names, so `fn.constructor.name === 'AsyncFunction'` checks still read right.
 */
function refuseCodeFromStrings() {
  const refuse = (name) => {
    const fn = function () {
      throw denied('code generation from strings');
    };
    Object.defineProperty(fn, 'name', { value: name });
    return fn;
  };
  const prototypes = [
    Function.prototype,
    Object.getPrototypeOf(async function () {}),
    Object.getPrototypeOf(function* () {}),
    Object.getPrototypeOf(async function* () {}),
  ];
  for (const prototype of prototypes) {
    const guarded = refuse(prototype.constructor.name);
    guarded.prototype = prototype;
    lockProperty(prototype, 'constructor', guarded);
  }
  const globalFunction = refuse('Function');
  globalFunction.prototype = Function.prototype;
  lockProperty(globalThis, 'Function', globalFunction);
  lockProperty(globalThis, 'eval', refuse('eval'));
}

/** Runs a CommonJS file the way Node does, with the require Node would give it. */
function runCommonJs(module, content, filename) {
  const require = (id) => module.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, module, false, options);
  require.cache = Module._cache;
  require.main = process.mainModule;
  const fn = compileWithoutImport(content, filename);
  return fn.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
}

function install(readableRoots) {
  const roots = readableRoots.map((root) => {
    try {
      return fs.realpathSync(root);
    } catch {
      return path.resolve(root);
    }
  });
  // eval and new Function cannot come back, whatever the command line said.
  v8.setFlagsFromString('--disallow-code-generation-from-strings');
  const view = readOnlyFs(roots);

  const load = Module._load;
  lockProperty(Module, '_load', function guardedLoad(request, parent, isMain) {
    const name = builtinName(request);
    if (name !== null) {
      if (deniedModules.has(name)) throw denied(`the '${name}' module`);
      if (name === 'fs') return view.fs;
      if (name === 'fs/promises') return view.promises;
    }
    return load.call(this, request, parent, isMain);
  });
  lockProperty(Module._extensions, '.node', () => {
    throw denied('native addons');
  });
  const compile = Module.prototype._compile;
  lockProperty(Module.prototype, '_compile', function guardedCompile(content, filename, format) {
    // ES modules loaded through require() take Node's own path; their imports meet the resolve hook.
    if (format !== undefined && format !== 'commonjs') return compile.call(this, content, filename, format);
    return runCommonJs(this, content, filename);
  });
  const esmGuarded = guardImports(view);
  for (const name of ['register', 'registerHooks', 'syncBuiltinESMExports', 'enableCompileCache']) {
    if (name in Module) lockProperty(Module, name, () => {
      throw denied(`module.${name}`);
    });
  }

  for (const name of deniedProcess) {
    const refusal = () => {
      throw denied(`process.${name}`);
    };
    try {
      // An accessor, not a read-only value: Node's own modules assign some of these (worker
      // threads' chdir wrapper) when they load, and a throwing assignment would break them.
      Object.defineProperty(process, name, { get: () => refusal, set: () => {}, configurable: false, enumerable: false });
    } catch {
      // Not configurable on this runtime: leave it, the module and fs limits still hold.
    }
  }
  refuseCodeFromStrings();
  for (const method of ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener']) {
    const original = process[method];
    lockProperty(process, method, function guardedListen(event, listener) {
      if (signals.has(event)) throw denied(`a ${event} handler`);
      return original.call(process, event, listener);
    });
  }
  return sandbox(esmGuarded);
}

/**
 * `import` (from ES modules, which require() loads too since Node 20.19) does not pass through
 * Module._load; a resolve hook sees it. module.registerHooks exists from Node 22.15 and 23.5
 * (Electron's Node has it); where it does not, only Node's permission model covers imports.
 */
function guardImports(view) {
  if (typeof Module.registerHooks !== 'function') return false;
  const shim = require('node:url').pathToFileURL(path.join(__dirname, 'fs-view.mjs')).href;
  exports.view = view;
  Module.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (context.parentURL && context.parentURL.startsWith(shim)) return nextResolve(specifier, context);
      const name = builtinName(specifier);
      if (name !== null && deniedModules.has(name)) throw denied(`the '${name}' module`);
      if (name === 'fs' || name === 'fs/promises') return { url: `${shim}?${name === 'fs' ? 'fs' : 'promises'}`, format: 'module', shortCircuit: true };
      return nextResolve(specifier, context);
    },
  });
  return true;
}

/**
 * What confines this process: Node's permission model (when the launcher honoured its flags)
 * and the guard. Without the permission model the guard must also cover imports, else nothing
 * is confined enough to run packages and the runner says so.
 */
function sandbox(esmGuarded) {
  const permission = process.permission;
  const permissionModel = Boolean(permission && typeof permission.has === 'function' && !permission.has('child') && !permission.has('fs.write'));
  return { permissionModel, guard: permissionModel || esmGuarded };
}

exports.install = install;
