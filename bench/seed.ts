import type { LoadResult } from './load.js';

export interface ExtraCase {
  name: string;
  path: string;
  budgetText: string;
  meets(result: LoadResult): boolean;
}

export interface Seeded {
  description: string;
  cases: ExtraCase[];
}

/** Fills the account with the standard data set of DESIGN §9 (none yet: listings come later). */
export function seedStandardSet(_url: string, _token: string): Promise<Seeded> {
  return Promise.resolve({ description: 'empty account', cases: [] });
}
