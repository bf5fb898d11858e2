interface MimeEntry {
  source?: string;
  charset?: string;
  extensions?: string[];
  compressible?: boolean;
}
export function trimMimeDb(db: Record<string, MimeEntry>): Record<string, Omit<MimeEntry, 'compressible'>>;
