export declare const supportedNode: string;
export declare const recommendedNode: number;
export declare function versionParts(version: string): [number, number, number];
export declare function minimumNode(): string;
export declare function nodeVersionProblem(facts: { version: string; command: string }): string | null;
