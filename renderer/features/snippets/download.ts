/** Saves text as a file in the browser's downloads, under the given name. */
export function downloadText(filename: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is no longer needed after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
