import { join } from 'node:path';

/** Where processed uploads live; nothing else is ever written there. */
export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** The only names /images/:file serves: an id from newId() and an output extension. */
export const uploadedFileName = /^[A-Za-z0-9_-]{16}\.(png|jpe?g|webp|gif)$/;
