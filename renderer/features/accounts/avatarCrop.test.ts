import { describe, expect, it } from 'vitest';
import { centreCrop, clampCrop, cropRect, dragCrop, outputSide } from './avatarCrop.js';

const wide = { width: 400, height: 200 };
const tall = { width: 300, height: 900 };

describe('avatar crop', () => {
  it('starts with the largest centred square of a wide or a tall photo', () => {
    expect(cropRect(wide, centreCrop(wide))).toEqual({ x: 100, y: 0, side: 200 });
    expect(cropRect(tall, centreCrop(tall))).toEqual({ x: 0, y: 300, side: 300 });
  });

  it('zooms into the same centre, and keeps zoom between 1 and 3', () => {
    expect(cropRect(wide, { ...centreCrop(wide), zoom: 2 })).toEqual({ x: 150, y: 50, side: 100 });
    expect(clampCrop(wide, { ...centreCrop(wide), zoom: 9 }).zoom).toBe(3);
    expect(clampCrop(wide, { ...centreCrop(wide), zoom: 0.2 }).zoom).toBe(1);
  });

  it('moves the square against the drag and never past the photo edge', () => {
    // Dragging the photo 50 preview pixels right on a 200 px preview of a 200 px square shows more of the left.
    expect(dragCrop(wide, centreCrop(wide), 50, 0, 200)).toEqual({ cx: 150, cy: 100, zoom: 1 });
    expect(cropRect(wide, dragCrop(wide, centreCrop(wide), 5000, 5000, 200))).toEqual({ x: 0, y: 0, side: 200 });
    expect(cropRect(wide, dragCrop(wide, centreCrop(wide), -5000, 0, 200))).toEqual({ x: 200, y: 0, side: 200 });
  });

  it('uploads at most 512 pixels a side, and a small crop at its own size', () => {
    expect(outputSide({ width: 4000, height: 3000 }, centreCrop({ width: 4000, height: 3000 }))).toBe(512);
    expect(outputSide(wide, { ...centreCrop(wide), zoom: 2 })).toBe(100);
  });
});
