export declare function lockedVersion(lock: { packages?: Record<string, { version?: string }> }, name: string): string | null;
