import type { Page } from '@playwright/test';

/** A real JPEG drawn by the browser, so a delivered picture has a preview and a size. */
export async function jpeg(page: Page, name: string, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 240);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}
