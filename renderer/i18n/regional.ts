/**
 * The locale to format dates and numbers in: the browser's own tag when it is a regional form of
 * the chosen language (English chosen in an en-GB browser keeps "Tuesday 11 March"), else the
 * chosen language. A language that names its region (pt-BR, zh-CN) keeps it unless the browser
 * has exactly that tag, so the formats never mix scripts with the texts.
 */
export function regionalLocale(language: string, browserLanguages: readonly string[]): string {
  const wanted = language.toLowerCase();
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    if (lower === wanted) return tag;
    if (!wanted.includes('-') && lower.split('-')[0] === wanted) return tag;
  }
  return language;
}
