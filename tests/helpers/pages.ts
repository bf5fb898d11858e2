import { call } from './server.js';
import type { Page, PageSaveBody } from '../../shared/contracts/pages.js';

type Server = { url: string };

/** A page through the real POST /page/save; fails loudly if the server refuses. */
export async function makePage(server: Server, token: string, overrides: Partial<Record<keyof PageSaveBody, unknown>> = {}): Promise<Page> {
  const res = await call<Page>(server, 'POST', '/page/save', { token, body: { pageTitle: 'Page', pageContent: '<p>Hello</p>', ...overrides } });
  if (res.status !== 200) throw new Error(`page/save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.message;
}
