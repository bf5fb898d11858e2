/**
 * Escapes a value for an LDAP search filter (RFC 4515 §3): the characters that would end or
 * widen the assertion ( `*` `(` `)` `\` NUL ) become \XX hex, so a typed user name is only ever
 * compared, never read as filter syntax.
 */
export function escapeFilterValue(value: string): string {
  return value.replace(/[*()\\\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** The admin's user filter with the escaped user name in each {username}. */
export function userFilterFor(template: string, username: string): string {
  return template.split('{username}').join(escapeFilterValue(username));
}

/** The filter finding the groups whose member attribute names the user's DN. */
export function groupFilterFor(memberAttribute: string, userDn: string): string {
  return `(${memberAttribute}=${escapeFilterValue(userDn)})`;
}

/**
 * A DN in a form two spellings of the same name share: attribute names and values lowercased,
 * spaces around "," and "=" removed. Enough to compare the admin's group DNs with the directory's.
 */
export function normalizeDn(dn: string): string {
  return dn
    .split(/(?<!\\),/)
    .map((rdn) =>
      rdn
        .split(/(?<!\\)=/)
        .map((part) => part.trim())
        .join('='),
    )
    .join(',')
    .toLowerCase();
}
