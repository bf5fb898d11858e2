// The first answer of a list after a change: what a person waits for right after editing.

/**
 * Renames a link in the folder (a listing write drops the user's cached lists), then times one
 * GET of the folder's list from request to last byte, so the answer is built from SQLite. One
 * figure per run.
 */
export async function uncachedFolderList(url: string, token: string, folderId: string, linkId: string, runs = 9): Promise<number[]> {
  if (!url.startsWith('http://127.')) throw new Error(`refusing a non-loopback URL: ${url}`);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const saved = await fetch(`${url}/api/v1/listing/save/link`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ listingId: linkId, linkName: `Renamed ${i}`, linkIcon: { iconUrl: 'link', iconUrlLight: null, iconProvider: 'self' }, linkURL: 'https://example.org/renamed' }),
    });
    if (!saved.ok) throw new Error(`rename failed: ${saved.status}`);
    await saved.arrayBuffer();
    const started = performance.now();
    const res = await fetch(`${url}/api/v1/listing/folder/${folderId}/list`, { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok || body.byteLength < 100_000) throw new Error(`unexpected folder list: ${res.status}, ${body.byteLength} bytes`);
  }
  return times;
}
