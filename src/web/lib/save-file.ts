/** The browser saves `href` (a data or object URL) under `filename`. */
export function saveFile(href: string, filename: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Saves a blob (a JSON export, an image) under `filename`, releasing its URL afterwards. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  saveFile(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
