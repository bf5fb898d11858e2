/**
 * The square an avatar is cut from, in the photo's own pixels: a centre (cx, cy) and a zoom.
 * Zoom 1 is the largest square the photo holds; zoom 3 a third of that. The square never leaves
 * the photo, however far it is dragged.
 */
export interface Crop {
  cx: number;
  cy: number;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

export const minZoom = 1;
export const maxZoom = 3;
/** The side of the uploaded avatar; a smaller crop keeps its own size rather than being blown up. */
export const avatarSide = 512;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The side of the square at this zoom, in photo pixels. */
export function cropSide(image: Size, zoom: number): number {
  return Math.min(image.width, image.height) / clamp(zoom, minZoom, maxZoom);
}

/** The square moved and zoomed back inside the photo. */
export function clampCrop(image: Size, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, minZoom, maxZoom);
  const half = cropSide(image, zoom) / 2;
  return { zoom, cx: clamp(crop.cx, half, image.width - half), cy: clamp(crop.cy, half, image.height - half) };
}

/** The centre crop at zoom 1: what a photo becomes if the person only presses "Use this photo". */
export function centreCrop(image: Size): Crop {
  return { cx: image.width / 2, cy: image.height / 2, zoom: minZoom };
}

/**
 * The crop after the photo was dragged by (dx, dy) preview pixels on a preview `previewSide`
 * wide: the photo follows the pointer, so the square moves the other way.
 */
export function dragCrop(image: Size, crop: Crop, dx: number, dy: number, previewSide: number): Crop {
  const scale = cropSide(image, crop.zoom) / previewSide;
  return clampCrop(image, { ...crop, cx: crop.cx - dx * scale, cy: crop.cy - dy * scale });
}

/** The source rectangle to draw: left, top and side in photo pixels. */
export function cropRect(image: Size, crop: Crop): { x: number; y: number; side: number } {
  const fitted = clampCrop(image, crop);
  const side = cropSide(image, fitted.zoom);
  return { x: fitted.cx - side / 2, y: fitted.cy - side / 2, side };
}

/** The side of the picture to upload: the crop's own pixels, at most `avatarSide`. */
export function outputSide(image: Size, crop: Crop): number {
  return Math.max(1, Math.round(Math.min(avatarSide, cropSide(image, crop.zoom))));
}
