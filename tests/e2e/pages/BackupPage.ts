import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** /manage/backup and the setup screen's "Restore from a backup". */
export class BackupPage {
  readonly passphrase: Locator;
  readonly backUpNow: Locator;

  constructor(readonly page: Page) {
    this.passphrase = page.getByLabel('Passphrase', { exact: true });
    this.backUpNow = page.getByRole('button', { name: 'Back up now' });
  }

  async goto(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/manage/backup`);
    await expect(this.backUpNow).toBeVisible();
  }

  /** Backs up with the passphrase and answers the browser's download. */
  async backUp(passphrase: string): Promise<Download> {
    await this.passphrase.fill(passphrase);
    const download = this.page.waitForEvent('download');
    await this.backUpNow.click();
    return download;
  }

  /** On the setup screen: switches to restoring and sends the file with its passphrase. */
  async restoreOnSetup(file: string, passphrase: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Restore from a backup' }).click();
    await this.page.getByLabel('Backup file (.hearth-backup)').setInputFiles(file);
    await this.page.getByLabel('Passphrase of the backup').fill(passphrase);
    await this.page.getByRole('button', { name: 'Restore', exact: true }).click();
  }
}
