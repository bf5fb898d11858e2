export function serverNodeFlags(packageJsonPath: string): string[];
