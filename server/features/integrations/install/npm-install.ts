import { spawn } from 'node:child_process';

const npmTimeoutMs = 5 * 60_000;

/**
 * `npm install` of a package's own dependencies: no lifecycle scripts, no dev dependencies, no
 * shell, `file:` dependencies copied in (links would point outside the folder the runtime may
 * read). Resolves true on success; never throws.
 */
export function npmInstall(dir: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(
        process.platform === 'win32' ? 'npm.cmd' : 'npm',
        ['install', '--ignore-scripts', '--omit=dev', '--install-links', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
        { cwd: dir, env: { PATH: env.PATH ?? process.env.PATH ?? '', HOME: env.HOME ?? process.env.HOME ?? dir, npm_config_update_notifier: 'false' }, stdio: 'ignore', timeout: npmTimeoutMs, shell: false },
      );
    } catch {
      resolve(false);
      return;
    }
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
