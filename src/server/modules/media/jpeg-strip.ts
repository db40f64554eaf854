/**
 * A JPEG without its metadata, its compressed pixels untouched (ADR 0063): the segments that
 * carry EXIF, XMP, IPTC, maker notes, thumbnails and comments (APP1-APP13, APP15, COM) are left
 * out and anything after the end marker is cut. The segments are walked by their lengths and
 * the compressed data by its byte stuffing, so nothing inside a table or a scan is taken for a
 * marker. `null` when the file is not laid out as expected or holds a colour profile (APP2,
 * which a plain copy would drop): the caller then re-encodes the picture.
 */
export function stripJpegMetadata(buf: Buffer): Buffer | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  const kept: Buffer[] = [buf.subarray(0, 2)];
  let at = 2;
  while (at + 1 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    if (marker === 0xd9) {
      kept.push(buf.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (marker >= 0xd0 && marker <= 0xd7) return null; // a restart marker outside a scan
    if (at + 4 > buf.length) return null;
    const end = at + 2 + buf.readUInt16BE(at + 2);
    if (end <= at + 3 || end > buf.length) return null;
    if (marker === 0xe2) return null;
    const metadata = (marker >= 0xe1 && marker <= 0xef && marker !== 0xee) || marker === 0xfe;
    if (!metadata) kept.push(buf.subarray(at, end));
    at = end;
    if (marker === 0xda) {
      // The compressed data of the scan: 0xFF is followed by 0x00 (a data byte) or a restart
      // marker inside it; any other marker ends it.
      let i = at;
      while (i + 1 < buf.length) {
        if (buf[i] === 0xff) {
          const next = buf[i + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
          i += 2;
        } else i += 1;
      }
      if (i + 1 >= buf.length) return null;
      kept.push(buf.subarray(at, i));
      at = i;
    }
  }
  return null;
}
