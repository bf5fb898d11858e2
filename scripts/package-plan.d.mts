// Types for package-plan.mjs (plain JS so `npm run package` runs it without a build step).

export declare const hostFlags: { readonly linux: '--linux'; readonly win32: '--win'; readonly darwin: '--mac' };
export declare const configFile: string;
export declare const nodeNativeBuilds: readonly string[];
export declare function packagePlan(platform: string, args: readonly string[], arch?: string): { ok: true; args: string[] } | { ok: false; reason: string };
