/**
 * Reading a QR code from an image in the browser. jsQR is loaded only when a person picks a file,
 * so it never weighs on the login bundle.
 */
type JsQr = (data: Uint8ClampedArray, width: number, height: number, options?: { inversionAttempts?: 'attemptBoth' }) => { data: string } | null;

/** jsQR is CommonJS: bundlers and Node hand its function over as `default` or `default.default`. */
async function loadJsQr(): Promise<JsQr> {
  const module = (await import('jsqr')) as unknown as { default: JsQr | { default: JsQr } };
  return typeof module.default === 'function' ? module.default : module.default.default;
}

export async function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const jsQR = await loadJsQr();
  return jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** The text of the QR code in an image file, or null when the file holds none (or is no image). */
export async function decodeQrFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  // Large photos are scaled down: a QR code reads fine at 1,000 px and the pixels stay small.
  const scale = Math.min(1, 1000 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return decodeQrPixels(context.getImageData(0, 0, width, height).data, width, height);
}
