import { z } from 'zod';
import { messages } from '../../../shared/messages.js';
import { operations, type KeyUse, type Operation } from './operations.js';

type JsonSchema = Record<string, unknown>;

/** A contract as JSON Schema 2020-12 (OpenAPI 3.1's own dialect), for what a client sends or gets. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const keyNotes: Record<KeyUse, string> = {
  read: 'Any API key may call this.',
  write: 'Needs an API key with the "write" scope (a "read" key is refused with 403).',
  refused: `API keys are refused here (403 "${messages.apiKeyNotHere}"): sign in instead.`,
  public: 'No token needed.',
};

const failure = { description: 'Refused: `{ "error": true, "message": <what to fix> }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };

function operationOf(op: Operation): JsonSchema {
  const params = [...op.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const message = op.answer ? schemaOf(op.answer, 'output') : {};
  return {
    tags: [op.tag],
    summary: op.summary,
    description: keyNotes[op.keys],
    'x-hearth-api-key': op.keys,
    ...(op.keys === 'public' ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } } } : {}),
    responses: {
      '200': {
        description: 'Done: `{ "error": false, "message": … }`',
        content: { 'application/json': { schema: { type: 'object', properties: { error: { const: false }, message }, required: ['error', 'message'] } } },
      },
      '400': failure,
      ...(op.keys === 'public' ? {} : { '401': failure, '403': failure, '404': failure }),
      '429': failure,
    },
  };
}

/** Express's `/a/:id` as OpenAPI's `/a/{id}`. */
export const openApiPath = (path: string) => `/api/v1${path.replace(/:(\w+)/g, '{$1}')}`;

/** The OpenAPI 3.1 description of the documented routes, generated from the shared zod contracts. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) (paths[openApiPath(op.path)] ??= {})[op.method] = operationOf(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hearth API',
      version: '1',
      description:
        'Every answer is JSON `{ "error": false|true, "message": … }`. Send `Authorization: Bearer <token>` with a session token from /login or an API key made under My Profile → API keys.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token, or an API key (hearth_…).' } },
      schemas: { Failure: { type: 'object', properties: { error: { const: true }, message: { type: 'string' } }, required: ['error', 'message'] } },
    },
  };
}
