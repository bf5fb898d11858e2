/**
 * "Share on your home network?": asked once, on the first start, with what it means. Until the
 * answer Hearth listens on 127.0.0.1 only, so no firewall prompt appears unasked.
 */
import type { DesktopSettings } from './settings-store.js';

export interface LanChoiceDialog {
  type: 'question';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  /** Asked in the same box: start Hearth at sign-in (off by default). */
  checkboxLabel: string;
  checkboxChecked: boolean;
}

export const startAtLoginQuestion = 'Start Hearth in the tray when I sign in to this computer';

/** Ask only while no choice was made (the tray toggle counts as one). */
export function shouldAskLanChoice(settings: Pick<DesktopSettings, 'lanChoiceMade'>): boolean {
  return !settings.lanChoiceMade;
}

export function lanChoiceDialog(platform: NodeJS.Platform): LanChoiceDialog {
  const firewall =
    platform === 'win32'
      ? ' Windows Firewall will ask you to allow Hearth on private networks.'
      : platform === 'darwin'
        ? ' macOS will ask whether Hearth may accept incoming connections.'
        : '';
  return {
    type: 'question',
    title: 'Share on your home network',
    message: 'Share Hearth on your home network?',
    detail:
      'Phones, tablets and other computers on your network could then open Hearth in a browser at this computer\'s address; everyone still signs in with their own account.' +
      firewall +
      ' Choose "Only this computer" to keep Hearth private. You can change this any time with "Share on LAN" in the tray menu.',
    buttons: ['Share on my network', 'Only this computer'],
    defaultId: 1,
    cancelId: 1,
    checkboxLabel: startAtLoginQuestion,
    checkboxChecked: false,
  };
}

/** Whether the button pressed means "share". */
export function sharesOnLan(response: number): boolean {
  return response === 0;
}
