import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
// The decoder's WebAssembly file, shipped inside the app's own (lazy) script chunk: the page may
// fetch nothing (connect-src 'none'), so it is never asked from a CDN nor fetched at all; the
// module gets the bytes as they are and compiles them ('wasm-unsafe-eval' in script-src).
import wasmDataUrl from 'zxing-wasm/reader/zxing_reader.wasm?url&inline';

/** The codes a counter meets: retail barcodes (EAN-13, UPC-A), shipping labels (Code 128) and QR. */
const FORMATS = ['EAN13', 'UPCA', 'Code128', 'QRCode'] as const;

function wasmBytes(): ArrayBuffer {
  const base64 = wasmDataUrl.slice(wasmDataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

let ready: Promise<unknown> | null = null;

/** Compiles the decoder once per window. */
export function prepareReader(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: {
      wasmBinary: wasmBytes(),
      // Never used to fetch (the bytes are given above); named so nothing points elsewhere.
      locateFile: (path: string) => path,
    },
    fireImmediately: true,
  });
  return ready;
}

/** The first code in the picture, or null. */
export async function readCode(image: ImageData): Promise<string | null> {
  await prepareReader();
  const results: ReadResult[] = await readBarcodes(image, { formats: [...FORMATS], maxNumberOfSymbols: 1, tryHarder: true });
  return results.find((result) => result.isValid && result.text)?.text ?? null;
}
