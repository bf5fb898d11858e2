import { describe, expect, it } from 'vitest';
import { fillVariables, findVariables, maskVariables, unresolvedVariables } from './homepage-variables.js';
import { readYaml } from './read-yaml.js';

describe('Homepage variables', () => {
  const text = ['- {{HOMEPAGE_VAR_GROUP}}:', '    - Sonarr:', '        href: {{HOMEPAGE_VAR_URL}}', '        widget:', '          key: "{{HOMEPAGE_FILE_KEY}}"', '          url: http://{{HOMEPAGE_VAR_URL}}x'].join('\n');

  it('finds each name once, in the order met, as Homepage writes them (no spaces inside the braces)', () => {
    expect(findVariables(`${text}\n{{HOMEPAGE_VAR_URL}} {{ HOMEPAGE_VAR_SPACED }} {{OTHER_VAR}}`)).toEqual(['HOMEPAGE_VAR_GROUP', 'HOMEPAGE_VAR_URL', 'HOMEPAGE_FILE_KEY']);
  });

  it('reads an unquoted reference as a value, not as a YAML mapping, and puts typed values in place', () => {
    const names = findVariables(text);
    const read = fillVariables(readYaml(maskVariables(text, names), 'test'), names, { HOMEPAGE_VAR_GROUP: 'Media', HOMEPAGE_VAR_URL: 'sonarr.home.arpa' });
    expect(read).toEqual([{ Media: [{ Sonarr: { href: 'sonarr.home.arpa', widget: { key: 'hearthvariable2x', url: 'http://sonarr.home.arpax' } } }] }]);
  });

  it('names a value still waiting for its variable, even after a host name was lower-cased, and gives a name its {{…}} back', () => {
    const names = findVariables(text);
    const read = fillVariables(readYaml(maskVariables(text, names), 'test'), names, {}) as Record<string, unknown>[];
    expect(Object.keys(read[0] ?? {})).toEqual(['{{HOMEPAGE_VAR_GROUP}}']);
    expect(unresolvedVariables('HTTP://HEARTHVARIABLE1X.example/', names)).toEqual(['{{HOMEPAGE_VAR_URL}}']);
    expect(unresolvedVariables('plain', names)).toEqual([]);
  });

  it('visits a node shared through an alias once', () => {
    const shared = { url: 'hearthvariable0x' };
    const document = [shared, shared];
    fillVariables(document, ['HOMEPAGE_VAR_A'], { HOMEPAGE_VAR_A: 'hearthvariable0x-again' });
    expect(shared.url).toBe('hearthvariable0x-again');
  });
});
