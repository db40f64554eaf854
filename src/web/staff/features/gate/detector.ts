// QR codes from the camera: the browser's own BarcodeDetector where it reads QR codes (Android,
// macOS), otherwise the `barcode-detector` ponyfill, whose ZXing WebAssembly decoder is bundled
// by our build and served from this site (never from a CDN: the package's default).

import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

export type QrDetector = { detect(source: CanvasImageSource): Promise<string[]> };

type NativeDetector = {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
};
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

let pending: Promise<QrDetector> | null = null;

/** The detector for this device (created once; the decoder is fetched on first use). */
export function qrDetector(): Promise<QrDetector> {
  pending ??= create().catch((e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}

async function create(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const formats = await Native.getSupportedFormats().catch(() => [] as string[]);
    if (formats.includes("qr_code")) return wrap(new Native({ formats: ["qr_code"] }));
  }
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith(".wasm") ? new URL(wasmUrl, window.location.href).href : prefix + path,
    },
    fireImmediately: true,
  });
  return wrap(new BarcodeDetector({ formats: ["qr_code"] }) as unknown as NativeDetector);
}

function wrap(d: NativeDetector): QrDetector {
  return {
    async detect(source) {
      const found = await d.detect(source);
      return found.map((b) => b.rawValue).filter(Boolean);
    },
  };
}
