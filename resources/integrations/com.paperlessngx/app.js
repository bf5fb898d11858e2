// Paperless-ngx (REST API, versions 9 and 10 of its Accept-header versioning): the statistics of
// the documents the account may see, with an API token or, without two-factor sign-in, Basic auth.
const kit = require('@hearth/kit');

const fixes = {
  // Paperless refuses Basic auth for an account with two-factor sign-in, whatever the password.
  401: (said) => (said === 'MFA required' ? 'this account signs in with two-factor: use its API token (My Profile → API Auth Token) instead of the password' : 'check the API token, or the username and password'),
  406: 'this Paperless-ngx is older or newer than the API versions Hearth reads (9 and 10)',
};

/** A token goes in `Authorization: Token …`; a username and password as Basic auth. */
function signIn(config) {
  if (config.token) return { headers: { Authorization: `Token ${config.token}`, Accept: 'application/json' } };
  kit.expect(config.username && config.password, 'enter an API token, or a username and password');
  return { headers: { Accept: 'application/json' }, auth: { username: config.username, password: config.password } };
}

async function statistics(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  // No version in Accept: Paperless answers its default, and 406 to one it no longer serves.
  const response = await ctx.get(`${url}/api/statistics/`, Object.assign({ full: true }, signIn(ctx.config)));
  const body = response.data;
  kit.expect(body && typeof body.documents_total === 'number', 'no documents_total in /api/statistics/ (is this Paperless-ngx?)');
  return { url, body, version: response.headers['x-version'] };
}

function fileTypes(counts) {
  const list = Array.isArray(counts) ? counts : [];
  return list.slice(0, 3).map((row) => `${String(row.mime_type).replace(/^application\/|^image\//, '')} ${kit.formatCount(row.mime_type_count)}`).join(', ') || kit.missing;
}

Object.assign(global, kit.integration({
  fixes,
  test: statistics,
  card: async (ctx) => {
    const { url, body, version } = await statistics(ctx);
    return {
      values: {
        documents: kit.formatCount(body.documents_total),
        // null when no tag is marked as an inbox tag: there is no inbox to count.
        inbox: body.documents_inbox === null || body.documents_inbox === undefined ? 'no inbox tag' : kit.formatCount(body.documents_inbox),
        correspondents: kit.formatCount(body.correspondent_count),
        tags: kit.formatCount(body.tag_count),
        documentTypes: kit.formatCount(body.document_type_count),
        storagePaths: kit.formatCount(body.storage_path_count),
        characters: kit.formatNumber(body.character_count),
        asn: body.current_asn ? kit.formatCount(body.current_asn) : kit.missing,
        fileTypes: fileTypes(body.document_file_type_counts),
        version: version || kit.missing,
        appUrl: url,
      },
    };
  },
}));
