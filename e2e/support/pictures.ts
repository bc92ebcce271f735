import type { Page } from '@playwright/test';

/**
 * A real JPEG drawn by the browser, so a delivered picture has a preview and a size (320 × 240 unless told):
 * one colour, so a test can tell what the hub drew into it.
 */
export async function jpeg(page: Page, name: string, colour: string, size = { width: 320, height: 240 }) {
  const dataUrl = await page.evaluate(
    ({ fill, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    { fill: colour, ...size },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** A JPEG's size and the brightness (0-255, the mean of its channels) at each point, decoded by the browser. */
export async function brightnessAt(page: Page, picture: Buffer, points: { x: number; y: number }[]) {
  return page.evaluate(
    async ({ base64, at }) => {
      // Decoded from the bytes themselves: the portal's content policy lets a page fetch no data: address.
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const brightness = at.map(({ x, y }) => {
        const [red = 0, green = 0, blue = 0] = context.getImageData(
          x < 0 ? bitmap.width + x : x,
          y < 0 ? bitmap.height + y : y,
          1,
          1,
        ).data;
        return Math.round((red + green + blue) / 3);
      });
      return { width: bitmap.width, height: bitmap.height, brightness };
    },
    { base64: picture.toString('base64'), at: points },
  );
}
