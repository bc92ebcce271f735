// Renders the first page of a PDF in a worker thread of its own (pdf-page.ts starts it): PDF.js parses and
// draws on the thread that calls it, so a heavy page would otherwise hold up the hub's requests, and a
// worker can be given a memory limit and be stopped when a page takes too long.
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
// PDF.js's build for Node: its browser build warns that Node lacks some of what it expects.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api';
import type { PdfPageRequest, PdfPageResult } from './pdf-page.ts';

const request = workerData as PdfPageRequest;

const loading = pdfjs.getDocument({
  data: request.pdf,
  // Glyphs are drawn as paths, no system font is read, and an image above the hub's pixel limit is left
  // undrawn rather than decoded.
  useSystemFonts: false,
  disableFontFace: true,
  maxImageSize: request.maxImagePixels,
  standardFontDataUrl: request.standardFontDataUrl,
  cMapUrl: request.cMapUrl,
  cMapPacked: true,
  wasmUrl: request.wasmUrl,
  iccUrl: request.iccUrl,
  verbosity: pdfjs.VerbosityLevel.ERRORS,
});
const document = await loading.promise;
const page = await document.getPage(1);
const unscaled = page.getViewport({ scale: 1 });
const longest = Math.max(unscaled.width, unscaled.height);
if (!(longest > 0 && Number.isFinite(longest))) throw new Error('the first page has no size');
const viewport = page.getViewport({ scale: request.maxSide / longest });
const width = Math.max(1, Math.round(viewport.width));
const height = Math.max(1, Math.round(viewport.height));
const canvas = createCanvas(width, height);
// A page is drawn on white paper: PDF.js fills the canvas with the background first.
await page.render({ canvas: canvas as unknown as RenderParameters['canvas'], viewport, background: 'white' })
  .promise;
// Copied out of the canvas's own memory, which cannot be handed to another thread.
const pixels = new Uint8Array(canvas.getContext('2d').getImageData(0, 0, width, height).data);
const result: PdfPageResult = { width, height, pixels: pixels.buffer };
parentPort?.postMessage(result, [result.pixels]);
await loading.destroy();
