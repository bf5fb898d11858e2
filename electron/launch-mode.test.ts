import { describe, expect, it } from 'vitest';
import { launchMode } from './launch-mode.js';

describe('what a launch is for', () => {
  it('checks the installation, unseals the key, or runs the app (hidden when the login item started it)', () => {
    expect(launchMode(['/opt/Hearth/hearth', '--self-test', '--no-sandbox'])).toEqual({ kind: 'self-test' });
    expect(launchMode(['Hearth.exe', '--unseal-key'])).toEqual({ kind: 'unseal-key' });
    expect(launchMode(['Hearth.exe', '--hidden'])).toEqual({ kind: 'app', hidden: true });
    expect(launchMode(['Hearth.exe'])).toEqual({ kind: 'app', hidden: false });
  });
});
