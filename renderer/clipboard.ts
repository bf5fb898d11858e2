/** The outcome of a copy: on failure, why, in words a person can act on. */
export type CopyResult = { ok: true } | { ok: false; reason: string };

/**
 * Copies text with the Clipboard API. It exists only in secure contexts (https, localhost), and
 * Hearth is often opened over plain http on the LAN, where a hidden textarea and
 * execCommand('copy') stand in. Never throws.
 */
export async function copyToClipboard(text: string): Promise<CopyResult> {
  if (window.isSecureContext && typeof navigator.clipboard?.writeText === 'function') {
    try {
      await navigator.clipboard.writeText(text);
      return { ok: true };
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'the browser refused access to the clipboard';
      return copyWithTextarea(text) ? { ok: true } : { ok: false, reason };
    }
  }
  if (copyWithTextarea(text)) return { ok: true };
  return { ok: false, reason: 'this browser only allows copying on a secure (https) address' };
}

function copyWithTextarea(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated, but the only way left on insecure origins.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}
