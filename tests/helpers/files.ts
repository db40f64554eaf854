import { readFileSync } from "node:fs";
import { crc32, deflateRawSync, deflateSync } from "node:zlib";

/** A zip archive (deflated entries, central directory) such as Office writes. */
export function makeZip(
  entries: Array<{ name: string; data: string | Buffer; claimedSize?: number }>,
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, "utf8");
    const packed = deflateRawSync(raw);
    const name = Buffer.from(e.name, "utf8");
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.claimedSize ?? raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A real Word 2007+ document (opens in Word and LibreOffice) with one paragraph. */
export function makeDocx(
  text = "Curriculum vitae",
  extra: Array<{ name: string; data: string | Buffer; claimedSize?: number }> = [],
): Buffer {
  return makeZip([
    {
      name: "[Content_Types].xml",
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: "word/document.xml",
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
    ...extra,
  ]);
}

/** A spreadsheet is a zip too, but not a Word document. */
export function makeXlsx(): Buffer {
  return makeZip([
    { name: "[Content_Types].xml", data: "<Types/>" },
    { name: "xl/workbook.xml", data: "<workbook/>" },
  ]);
}

/**
 * A Word 97-2003 document: an OLE2 compound file (512-byte sectors) whose directory holds a
 * 4096-byte "WordDocument" stream starting with the Word FIB magic.
 */
export function makeDoc(): Buffer {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const FATSECT = 0xfffffffd;
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(0x0003, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(END, 4);
  for (let s = 2; s < 10; s++) fat.writeUInt32LE(s === 9 ? END : s + 1, s * 4);

  const dir = Buffer.alloc(SECTOR);
  const entry = (
    i: number,
    name: string,
    type: number,
    child: number,
    start: number,
    size: number,
  ) => {
    const at = i * 128;
    const n = Buffer.from(`${name}\0`, "utf16le");
    n.copy(dir, at);
    dir.writeUInt16LE(n.length, at + 0x40);
    dir.writeUInt8(type, at + 0x42);
    dir.writeUInt8(1, at + 0x43);
    dir.writeUInt32LE(FREE, at + 0x44);
    dir.writeUInt32LE(FREE, at + 0x48);
    dir.writeUInt32LE(child, at + 0x4c);
    dir.writeUInt32LE(start, at + 0x74);
    dir.writeUInt32LE(size, at + 0x78);
  };
  entry(0, "Root Entry", 5, 1, END, 0);
  entry(1, "WordDocument", 2, FREE, 2, 4096);
  for (const i of [2, 3]) {
    dir.writeUInt32LE(FREE, i * 128 + 0x44);
    dir.writeUInt32LE(FREE, i * 128 + 0x48);
    dir.writeUInt32LE(FREE, i * 128 + 0x4c);
  }

  const stream = Buffer.alloc(4096);
  stream.writeUInt16LE(0xa5ec, 0); // FIB wIdent
  stream.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  return Buffer.concat([header, fat, dir, stream]);
}

/**
 * A small valid PDF with one page: objects, a cross-reference table, the trailer, `startxref`
 * and `%%EOF`. `size` pads it with a comment to exactly that many bytes.
 */
export function makePdf(size?: number): Buffer {
  const objects = [
    "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n",
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n",
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n",
  ];
  const head = "%PDF-1.4\n";
  const build = (pad: number) => {
    let body = head + (pad > 0 ? `%${"%".repeat(pad - 2)}\n` : "");
    const offsets: number[] = [];
    for (const o of objects) {
      offsets.push(body.length);
      body += o;
    }
    const xrefAt = body.length;
    body +=
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
      `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
    return body;
  };
  if (size === undefined) return Buffer.from(build(0), "latin1");
  const bare = build(0).length;
  // The padding line may change the offsets' digits: settle the length in two passes.
  let text = build(size - bare);
  text = build(size - bare - (text.length - size));
  return Buffer.from(text, "latin1");
}

/** A PDF 1.5 whose cross-references are a stream (`/Type /XRef`), as recent writers make them. */
export function makePdfWithXrefStream(): Buffer {
  let body = "%PDF-1.5\n";
  const catalog = body.length;
  body += "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n";
  const pages = body.length;
  body += "2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n";
  const xrefAt = body.length;
  const row = (type: number, offset: number, gen: number) =>
    Buffer.from([type, (offset >> 8) & 0xff, offset & 0xff, gen]);
  const entries = Buffer.concat([
    row(0, 0, 255),
    row(1, catalog, 0),
    row(1, pages, 0),
    row(1, xrefAt, 0),
  ]);
  return Buffer.concat([
    Buffer.from(
      `${body}3 0 obj<</Type/XRef/Size 4/W[1 2 1]/Root 1 0 R/Length ${entries.length}>>stream\n`,
      "latin1",
    ),
    entries,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, "latin1"),
  ]);
}

/** A Windows executable (MZ stub, PE header) with a whole PDF starting at byte 208. */
export function executableWithPdfAt208(): Buffer {
  const stub = Buffer.alloc(208);
  stub.write("MZ", 0, "latin1");
  stub.writeUInt32LE(0x80, 0x3c);
  stub.write("PE\0\0", 0x80, "latin1");
  stub.writeUInt16LE(0x014c, 0x84); // i386
  return Buffer.concat([stub, makePdf()]);
}

/** An HTML page that carries a PDF header in a comment. */
export function htmlWithPdfComment(): Buffer {
  return Buffer.from(
    "<!DOCTYPE html><html><!-- %PDF-1.4 --><head><title>CV</title></head>" +
      "<body><script>document.location='https://attacker.example/'</script></body></html>\n",
    "utf8",
  );
}

/** A 1×1 PNG built from its chunks. */
export function makePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.from([0, 11, 110, 79]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first 64 KB of the running Node.js binary: a real executable. */
export function executableBytes(): Buffer {
  return readFileSync(process.execPath).subarray(0, 64 * 1024);
}

export const b64 = (buf: Buffer) => buf.toString("base64");
