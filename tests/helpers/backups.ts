/** Sends a .hearth-backup to a restore route as the forms do (multipart, the file in "backup"). */
export async function uploadBackup(server: { url: string }, path: string, archive: Buffer, fields: Record<string, string>, token?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('backup', new Blob([new Uint8Array(archive)]), 'hearth.hearth-backup');
  const res = await fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as { error: boolean; message: string } };
}
