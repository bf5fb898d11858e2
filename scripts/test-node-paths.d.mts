export declare const desktopNodeVersion: string;
export declare function desktopNodePackage(platform: string, arch: string): string | null;
export declare function desktopNodeBinary(dir: string, platform: string): string;
export declare function desktopNodeDir(root: string): string;
