import { describe, expect, it } from 'vitest';
import { defaultPowerCommand, powerActions, powerSystems } from '../../../../shared/contracts/device-power.js';

describe('the default shut-down and sleep command of each system', () => {
  it('answers each system its own command', () => {
    expect(defaultPowerCommand('linux', 'shutdown')).toBe('sudo shutdown -h now');
    expect(defaultPowerCommand('linux', 'sleep')).toBe('sudo systemctl suspend');
    expect(defaultPowerCommand('macos', 'shutdown')).toBe('sudo shutdown -h now');
    expect(defaultPowerCommand('macos', 'sleep')).toBe('pmset sleepnow');
    expect(defaultPowerCommand('windows', 'shutdown')).toBe('shutdown /s /t 0');
    expect(defaultPowerCommand('windows', 'sleep')).toBe('rundll32.exe powrprof.dll,SetSuspendState 0,1,0');
  });

  it('never answers the same command for shutting down and sleeping', () => {
    for (const system of powerSystems) expect(new Set(powerActions.map((action) => defaultPowerCommand(system, action))).size).toBe(2);
  });
});
