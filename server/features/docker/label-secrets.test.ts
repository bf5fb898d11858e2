import { describe, expect, it } from 'vitest';
import { isSecretLabel } from './label-secrets.js';

describe('labels that hold credentials', () => {
  it('are the keys, passwords, tokens and auth lists of widgets and proxies', () => {
    for (const name of [
      'homepage.widget.key',
      'homepage.widgets[1].password',
      'homepage.widget.apiKey',
      'hearth.widget.api_key',
      'homepage.widget.headers.X-Auth-Token',
      'traefik.http.middlewares.auth.basicauth.users',
      'homepage.widget.tokenSecret',
      'homepage.widget.email',
    ]) expect([name, isSecretLabel(name)]).toEqual([name, true]);
  });

  it('are not the names, addresses and compose bookkeeping', () => {
    for (const name of ['homepage.name', 'homepage.href', 'homepage.widget.url', 'com.docker.compose.project.config_files', 'traefik.http.routers.web.tls.certresolver', 'org.opencontainers.image.source', 'homepage.widget.keyword']) {
      expect([name, isSecretLabel(name)]).toEqual([name, false]);
    }
  });
});
