// Types for runtime-modules.mjs (plain JS: the image's build stage runs it without a build step).

export interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
export type ReadPackage = (dir: string) => PackageJson | null;
export interface ShippedPackage {
  name: string;
  dir: string;
}

export declare const loadedByName: Readonly<Record<'axios' | 'ws' | 'iconv-lite', string>>;
export declare const installOnly: Readonly<Record<string, readonly string[]>>;
export declare function runtimeRoots(input: { dependencies: Record<string, string>; externals: readonly string[]; allowedPackages: readonly string[]; installed: (name: string) => boolean }): string[];
export declare function moduleClosure(roots: readonly string[], read: ReadPackage): ShippedPackage[];
export declare function shipsFile(name: string, file: string, isFolder: boolean): boolean;
