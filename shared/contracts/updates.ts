/** GET /api/v1/update (super admins): the running version and, when one is newer, the latest release. */
export interface UpdateStatus {
  /** The version this server runs. */
  current: string;
  /** A newer release's version, or null when there is none (or none is known yet). */
  latest: string | null;
  /** The newer release's page, with its notes and downloads; null with `latest`. */
  url: string | null;
  /** When Hearth last asked for the latest release (ISO), or null when it never has (or checks are off). */
  checkedAt: string | null;
}
