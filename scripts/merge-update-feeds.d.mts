export declare function mergeUpdateFeeds(feeds: Array<Record<string, unknown>>): Record<string, unknown>;
export declare function planGathering(found: Array<{ name: string; from: string }>): {
  copy: Array<{ name: string; from: string }>;
  merge: Array<{ name: string; from: string[] }>;
};
