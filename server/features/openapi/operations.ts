import { z } from 'zod';
import { apiKeyCreateSchema, apiKeySchema, createdApiKeySchema } from '../../../shared/contracts/api-keys.js';
import { loginSchema } from '../../../shared/contracts/auth.js';
import { folderSaveSchema, linkSaveSchema, reorderSchema, snippetListSaveSchema, todoListSaveSchema } from '../../../shared/contracts/listings.js';
import { widgetAddSchema, widgetConfigSaveSchema, widgetOrderSchema } from '../../../shared/contracts/widgets.js';

/** What an API key may do on a route: any key, a write key only, or no key (sign in instead). */
export type KeyUse = 'read' | 'write' | 'refused' | 'public';

/** One documented route; the path is written as Express writes it, so tests can match the router. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  keys: KeyUse;
  /** The JSON body, as the shared contract the server parses it with. */
  body?: z.ZodType;
  /** The envelope's `message`, where a contract describes it; otherwise left open. */
  answer?: z.ZodType;
}

const text = z.string();

/** The documented part of the API: what scripts use most. Every entry is a real route (openapi.test.ts). */
export const operations: Operation[] = [
  { method: 'post', path: '/login', tag: 'Sign-in', summary: 'Sign in with a username and md5(password); answers a session token', keys: 'public', body: loginSchema },
  { method: 'get', path: '/account/keys', tag: 'API keys', summary: "The signed-in user's API keys (never the keys themselves)", keys: 'refused', answer: z.array(apiKeySchema) },
  { method: 'post', path: '/account/keys', tag: 'API keys', summary: 'Create an API key; the answer carries it as message.key, once', keys: 'refused', body: apiKeyCreateSchema, answer: createdApiKeySchema },
  { method: 'delete', path: '/account/keys/:id', tag: 'API keys', summary: 'Revoke an API key', keys: 'refused', answer: text },
  { method: 'get', path: '/listing/folder/list', tag: 'Listings', summary: 'The featured listings of the home screen', keys: 'read' },
  { method: 'get', path: '/listing/folder/:id/list', tag: 'Listings', summary: 'The listings inside a folder', keys: 'read' },
  { method: 'get', path: '/listing/contents/:id', tag: 'Listings', summary: 'A folder with its whole subtree', keys: 'read' },
  { method: 'post', path: '/listing/save/folder', tag: 'Listings', summary: 'Create or update a folder', keys: 'write', body: folderSaveSchema },
  { method: 'post', path: '/listing/save/link', tag: 'Listings', summary: 'Create or update a link', keys: 'write', body: linkSaveSchema },
  { method: 'post', path: '/listing/save/todo', tag: 'Listings', summary: 'Create or update a todo list', keys: 'write', body: todoListSaveSchema },
  { method: 'post', path: '/listing/save/snippet', tag: 'Listings', summary: 'Create or update a snippet list', keys: 'write', body: snippetListSaveSchema },
  { method: 'post', path: '/listing/folder/:id/reorder', tag: 'Listings', summary: 'Set the order of the listings in a folder', keys: 'write', body: reorderSchema },
  { method: 'get', path: '/listing/move/:id/to/:target', tag: 'Listings', summary: 'Move a listing into another folder (a change, though a GET)', keys: 'write' },
  { method: 'get', path: '/listing/delete/:id', tag: 'Listings', summary: 'Delete a listing and its subtree (a change, though a GET)', keys: 'write', answer: text },
  { method: 'get', path: '/widgets', tag: 'Widgets', summary: 'The widgets of an area (?area=home or a page id)', keys: 'read' },
  { method: 'post', path: '/widgets', tag: 'Widgets', summary: 'Add a widget', keys: 'write', body: widgetAddSchema },
  { method: 'put', path: '/widgets/order', tag: 'Widgets', summary: 'Set the order of the widgets of an area', keys: 'write', body: widgetOrderSchema },
  { method: 'put', path: '/widgets/:widgetId', tag: 'Widgets', summary: "Save a widget's settings", keys: 'write', body: widgetConfigSaveSchema },
  { method: 'delete', path: '/widgets/:widgetId', tag: 'Widgets', summary: 'Remove a widget', keys: 'write' },
];
