import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader.js';
import { PageHeader } from '../../components/PageHeader.js';

interface DocumentedOperation {
  summary?: string;
  tags?: string[];
  'x-hearth-api-key'?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentedOperation>>;
}

const keyLabels: Record<string, string> = {
  read: 'read or write key',
  write: 'write key',
  refused: 'no key: sign in',
  public: 'no token',
};

/** The document is not in the API's envelope, so it is fetched as it is. */
async function fetchDocument(signal: AbortSignal): Promise<OpenApiDocument> {
  const res = await fetch('/api/v1/openapi.json', { signal });
  if (!res.ok) throw new Error(`The API description could not be loaded (${res.status}).`);
  return (await res.json()) as OpenApiDocument;
}

/** /manage/api: the endpoints of /api/v1/openapi.json by area, with what key each one takes. */
export default function ApiReferencePage() {
  const doc = useQuery({ queryKey: ['openapi'], queryFn: ({ signal }) => fetchDocument(signal), staleTime: Infinity });
  const rows = Object.entries(doc.data?.paths ?? {}).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
  const tags = [...new Set(rows.map((row) => row.op.tags?.[0] ?? 'Other'))];
  return (
    <section className="page api-reference">
      <PageHeader title="API reference" subtitle="What scripts can call with an API key, and which key each call takes." />
      <p className="api-reference-links">
        For your tools, as OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> · <Link to="/manage/profile">Make an API key</Link>
      </p>
      {doc.isPending ? <Loader /> : null}
      {doc.error ? <p className="notice">{doc.error.message}</p> : null}
      {tags.map((tag) => (
        <div key={tag} className="api-reference-group">
          <h2 className="section-title">{tag}</h2>
          <ul className="card api-key-list">
            {rows
              .filter((row) => (row.op.tags?.[0] ?? 'Other') === tag)
              .map(({ path, method, op }) => (
                <li key={`${method} ${path}`} className="api-key-row">
                  <div className="api-key-text">
                    <code className="api-reference-route">
                      <span className="api-reference-method">{method}</span> {path}
                    </code>
                    <span className="api-key-dates">{op.summary}</span>
                  </div>
                  <span className="badge">{keyLabels[op['x-hearth-api-key'] ?? ''] ?? 'session'}</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
