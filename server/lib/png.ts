import { PNG } from 'pngjs';

/** A real RGB PNG whose pixels come from `pixel(x, y)`, encoded by pngjs. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Uint8Array {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const i = (width * y + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png, { colorType: 2 }));
}

/** The demo photo: a wooden beam with a dark rot stain. */
export function demoDamagePhoto(): Uint8Array {
  return makePng(64, 48, (x, y) => {
    const grain = Math.round(12 * Math.sin(y / 2 + x / 11));
    const dx = x - 38;
    const dy = y - 22;
    const stain = dx * dx + dy * dy * 1.6 < 140;
    return stain ? [70 + grain, 48 + grain, 30] : [190 + grain, 150 + grain, 100 + grain];
  });
}
