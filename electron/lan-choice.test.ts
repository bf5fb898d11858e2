import { describe, expect, it } from 'vitest';
import { lanChoiceDialog, sharesOnLan, shouldAskLanChoice } from './lan-choice.js';

describe('LAN sharing choice', () => {
  it('is asked until the user made a choice, then never again', () => {
    expect(shouldAskLanChoice({ lanChoiceMade: false })).toBe(true);
    expect(shouldAskLanChoice({ lanChoiceMade: true })).toBe(false);
  });

  it('explains what sharing means, with "Only this computer" as the safe default', () => {
    const dialog = lanChoiceDialog('linux');
    expect(dialog.message).toBe('Share Hearth on your home network?');
    expect(dialog.buttons).toEqual(['Share on my network', 'Only this computer']);
    expect(dialog.buttons[dialog.defaultId]).toBe('Only this computer');
    expect(dialog.buttons[dialog.cancelId]).toBe('Only this computer');
    expect(dialog.detail).toContain('Share on LAN');
  });

  it('asks about starting at sign-in in the same box, unticked', () => {
    expect(lanChoiceDialog('win32')).toMatchObject({ checkboxLabel: 'Start Hearth in the tray when I sign in to this computer', checkboxChecked: false });
  });

  it('warns about the firewall prompt on Windows and macOS', () => {
    expect(lanChoiceDialog('win32').detail).toContain('Windows Firewall');
    expect(lanChoiceDialog('darwin').detail).toContain('incoming connections');
    expect(lanChoiceDialog('linux').detail).not.toContain('Firewall');
  });

  it('shares only when the first button was pressed', () => {
    expect(sharesOnLan(0)).toBe(true);
    expect(sharesOnLan(1)).toBe(false);
  });
});
