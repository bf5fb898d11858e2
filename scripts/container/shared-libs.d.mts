// Types for shared-libs.mjs (plain JS: the image's build stage runs it without a build step).

export declare function isElf(head: Uint8Array): boolean;
export declare function parseLdd(output: string): { paths: string[]; missing: string[] };
