/**
 * Homepage replaces `{{HOMEPAGE_VAR_NAME}}` and `{{HOMEPAGE_FILE_NAME}}` in the config text with
 * an environment variable or a file's contents before reading the YAML
 * (gethomepage/homepage docs/installation/docker.md). Hearth cannot see that environment, so
 * the user types the values in the preview. Before the YAML is read each reference becomes a
 * plain marker (so an unquoted `href: {{…}}` is not read as a YAML mapping and lost); after, the
 * markers in the read values become the typed value, or stay for `unresolvedVariables` to name.
 */
/** Exactly as Homepage replaces them (src/utils/config/config.js, `replaceAll(`{{${key}}}`)`): no spaces inside. */
const reference = /\{\{(HOMEPAGE_(?:VAR|FILE)_[A-Za-z0-9_]+)\}\}/g;
/** Letters and digits only, so it survives YAML, URL parsing and a host name's lower-casing. */
const marker = (index: number) => `hearthvariable${index}x`;
const markerPattern = /hearthvariable(\d+)x/gi;

/** The variable names the text refers to, each once, in the order first met. */
export function findVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(reference), (m) => m[1] ?? ''))];
}

/** The text with every reference replaced by its marker. */
export function maskVariables(text: string, names: string[]): string {
  return text.replace(reference, (_all, name: string) => marker(names.indexOf(name)));
}

/**
 * Puts the typed values in place of the markers in every string (and mapping key) of the read
 * document, in place. Shared nodes (YAML aliases) are visited once. A key without a value gets
 * its `{{NAME}}` back (it is a name on screen); a value keeps its marker.
 */
export function fillVariables(document: unknown, names: string[], values: Record<string, string>): unknown {
  if (names.length === 0) return document;
  const fill = (text: string, forName: boolean) =>
    text.replace(markerPattern, (found, index: string) => {
      const name = names[Number(index)];
      if (name === undefined) return found;
      return values[name] ?? (forName ? `{{${name}}}` : found);
    });
  const seen = new WeakSet<object>();
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return fill(node, false);
    if (typeof node !== 'object' || node === null || seen.has(node)) return node;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = visit(node[i]);
      return node;
    }
    // Rebuilt in the same order: a renamed key keeps its place among its siblings.
    const record = node as Record<string, unknown>;
    const entries = Object.entries(record).map(([key, value]) => [fill(key, true), visit(value)] as const);
    for (const key of Object.keys(record)) delete record[key];
    for (const [key, value] of entries) record[key] = value;
    return node;
  };
  return visit(document);
}

/** The variables still unresolved in a value (as markers), by name. */
export function unresolvedVariables(text: string, names: string[]): string[] {
  if (names.length === 0) return [];
  const found = Array.from(text.matchAll(markerPattern), (m) => names[Number(m[1])]).filter((n): n is string => n !== undefined);
  return [...new Set(found)].map((name) => `{{${name}}}`);
}
