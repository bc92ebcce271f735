import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MAX_INPUT_MEGAPIXELS } from './images.ts';

/** What the worker (pdf-page.worker.ts) is given. */
export interface PdfPageRequest {
  pdf: Uint8Array;
  /** The longest side of the rendered page, in pixels. */
  maxSide: number;
  maxImagePixels: number;
  standardFontDataUrl: string;
  cMapUrl: string;
  wasmUrl: string;
  iccUrl: string;
}

/** What the worker answers: the page's pixels, four bytes (RGBA) each, row by row. */
export interface PdfPageResult {
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

/**
 * The largest PDF whose page the hub renders. PDF.js reads a document from memory, so the file is held whole
 * while its page is drawn; a floor plan is a few megabytes, a scanned drawing at most a few dozen.
 */
export const MAX_PDF_BYTES = 64 * 1024 * 1024;
/** A page that is not drawn by then never will be in reasonable time (an endless or absurd drawing). */
const RENDER_TIMEOUT_MS = 60_000;
/** The worker's JavaScript heap: PDF.js parses in it; a document that needs more ends the worker. */
const WORKER_HEAP_MB = 384;

/** The PDF cannot be rendered (broken, encrypted, too big, too slow): trying again would not change that. */
export class PdfNotRendered extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PdfNotRendered';
  }
}

export const isPdfNotRendered = (error: unknown): error is PdfNotRendered => error instanceof PdfNotRendered;

/** The worker could not start at all (PDF.js missing from the installation): a fault of the hub, not the file. */
const STARTUP_FAILURES = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_WORKER_INIT_FAILED', 'ERR_WORKER_PATH']);

const requireModule = createRequire(import.meta.url);

/**
 * What PDF.js reads from its own package while drawing (standard fonts, character maps, its image decoders
 * and colour profiles), as folder paths ending in a slash.
 */
function pdfjsDataFolders() {
  const root = path.dirname(requireModule.resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${path.join(root, name)}${path.sep}`;
  return {
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
  };
}

/**
 * Draws the first page of `pdf` on white, its longest side `maxSide` pixels, in a worker thread with a
 * memory limit and a time limit; an embedded picture above the hub's pixel limit is left out of the drawing.
 * A PDF that cannot be drawn fails with PdfNotRendered.
 */
export async function renderFirstPdfPage(
  pdf: Uint8Array,
  maxSide: number,
  options: { timeoutMs?: number } = {},
): Promise<{ width: number; height: number; pixels: Buffer }> {
  if (pdf.byteLength > MAX_PDF_BYTES)
    throw new PdfNotRendered(`the PDF has more than ${MAX_PDF_BYTES} bytes`);
  const request: PdfPageRequest = {
    pdf,
    maxSide,
    maxImagePixels: MAX_INPUT_MEGAPIXELS * 1_000_000,
    ...pdfjsDataFolders(),
  };
  const worker = new Worker(new URL('./pdf-page.worker.ts', import.meta.url), {
    workerData: request,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void worker.terminate();
  }, timeoutMs);
  try {
    const result = await new Promise<PdfPageResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => {
        const why = timedOut
          ? `took longer than ${timeoutMs} ms`
          : `ended without a page (exit code ${code})`;
        reject(new PdfNotRendered(`the PDF's first page ${why}`));
      });
    });
    return { width: result.width, height: result.height, pixels: Buffer.from(result.pixels) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (isPdfNotRendered(error) || (typeof code === 'string' && STARTUP_FAILURES.has(code))) throw error;
    throw new PdfNotRendered(`the PDF's first page could not be drawn: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
