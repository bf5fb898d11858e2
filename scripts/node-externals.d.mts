export declare const nodeExternals: readonly string[];
