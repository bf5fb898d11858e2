export const freshDatabaseName: 'fresh.db';
export function writeFreshDatabase(migrationsDir: string, target?: string): string;
