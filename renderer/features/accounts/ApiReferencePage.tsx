import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
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

/** What key an operation takes (its x-hearth-api-key): accounts.apiReference.keys.<kind>. */
const keyKinds = new Set(['read', 'write', 'refused', 'public']);

/** The document could not be fetched: the HTTP status, worded in the reader's language when shown. */
class DocumentError extends Error {
  constructor(readonly status: number) {
    super(`The API description could not be loaded (${status}).`);
  }
}

/** The document is not in the API's envelope, so it is fetched as it is. */
async function fetchDocument(signal: AbortSignal): Promise<OpenApiDocument> {
  const res = await fetch('/api/v1/openapi.json', { signal });
  if (!res.ok) throw new DocumentError(res.status);
  return (await res.json()) as OpenApiDocument;
}

/** /manage/api: the endpoints of /api/v1/openapi.json by area, with what key each one takes. */
export default function ApiReferencePage() {
  const { t } = useTranslation();
  const doc = useQuery({ queryKey: ['openapi'], queryFn: ({ signal }) => fetchDocument(signal), staleTime: Infinity });
  const rows = Object.entries(doc.data?.paths ?? {}).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
  const other = t('accounts.apiReference.other');
  const tags = [...new Set(rows.map((row) => row.op.tags?.[0] ?? other))];
  const keyLabel = (kind: string | undefined) => t(`accounts.apiReference.keys.${kind && keyKinds.has(kind) ? kind : 'session'}`);
  return (
    <section className="page api-reference">
      <PageHeader title={t('accounts.apiReference.title')} subtitle={t('accounts.apiReference.subtitle')} />
      <p className="api-reference-links">
        <Trans
          i18nKey="accounts.apiReference.links"
          values={{ path: '/api/v1/openapi.json' }}
          components={[<a key="document" href="/api/v1/openapi.json" />, <Link key="profile" to="/manage/profile" />]}
        />
      </p>
      {doc.isPending ? <Loader /> : null}
      {doc.error ? <p className="notice">{doc.error instanceof DocumentError ? t('accounts.apiReference.loadFailed', { status: doc.error.status }) : doc.error.message}</p> : null}
      {tags.map((tag) => (
        <div key={tag} className="api-reference-group">
          <h2 className="section-title">{tag}</h2>
          <ul className="card api-key-list">
            {rows
              .filter((row) => (row.op.tags?.[0] ?? other) === tag)
              .map(({ path, method, op }) => (
                <li key={`${method} ${path}`} className="api-key-row">
                  <div className="api-key-text">
                    <code className="api-reference-route">
                      <span className="api-reference-method">{method}</span> {path}
                    </code>
                    <span className="api-key-dates">{op.summary}</span>
                  </div>
                  <span className="badge">{keyLabel(op['x-hearth-api-key'])}</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
