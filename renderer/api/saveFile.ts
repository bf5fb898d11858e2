/** Hands a fetched file to the browser as a download named `name`. */
export async function saveFile(response: Response, name: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
