/**
 * Removes the EXIF and XMP of a HEIF/HEIC file (what iPhones save) without decoding it: our image
 * library cannot decode HEVC, so the picture cannot be re-encoded like other photos. A HEIF file is
 * a tree of ISO-BMFF boxes; its metadata are items listed in meta/iinf and located by meta/iloc.
 * Their bytes are overwritten with zeros in place, so the picture and every offset stay valid while
 * the location, camera and time are gone. Returns null when the file cannot be understood (the
 * caller refuses it rather than keep metadata it could not remove).
 */

interface Box {
  type: string;
  /** Where the box's content starts (after its header). */
  start: number;
  end: number;
}

function* boxesIn(data: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    const type = data.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const find = (data: Buffer, start: number, end: number, type: string) =>
  [...boxesIn(data, start, end)].find((box) => box.type === type);

function readUInt(data: Buffer, at: number, bytes: number): number {
  if (bytes === 0) return 0;
  if (bytes === 2) return data.readUInt16BE(at);
  if (bytes === 4) return data.readUInt32BE(at);
  if (bytes === 8) return Number(data.readBigUInt64BE(at));
  throw new Error(`unsupported field size ${bytes}`);
}

/** Ids of the items that hold metadata: EXIF, and XMP (a "mime" item of type application/rdf+xml). */
function metadataItemIds(data: Buffer, iinf: Box): Set<number> {
  const ids = new Set<number>();
  const version = data.readUInt8(iinf.start);
  const entriesStart = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxesIn(data, entriesStart, iinf.end)) {
    if (infe.type !== "infe") continue;
    const infeVersion = data.readUInt8(infe.start);
    if (infeVersion < 2) continue;
    let at = infe.start + 4;
    const id = infeVersion === 2 ? data.readUInt16BE(at) : data.readUInt32BE(at);
    at += (infeVersion === 2 ? 2 : 4) + 2;
    const itemType = data.toString("latin1", at, at + 4);
    const rest = data.toString("latin1", at + 4, infe.end);
    if (itemType === "Exif" || (itemType === "mime" && rest.includes("rdf+xml"))) ids.add(id);
  }
  return ids;
}

/** The byte ranges of the given items, from meta/iloc (construction methods 0: file, 1: idat). */
function itemRanges(data: Buffer, iloc: Box, ids: Set<number>, idat: Box | undefined): [number, number][] {
  const version = data.readUInt8(iloc.start);
  let at = iloc.start + 4;
  const sizes = data.readUInt16BE(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  const count = version < 2 ? data.readUInt16BE(at) : data.readUInt32BE(at);
  at += version < 2 ? 2 : 4;
  const ranges: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? data.readUInt16BE(at) : data.readUInt32BE(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = data.readUInt16BE(at) & 0xf;
      at += 2;
    }
    at += 2; // data_reference_index
    const base = readUInt(data, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = data.readUInt16BE(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = readUInt(data, at, offsetSize);
      at += offsetSize;
      const length = readUInt(data, at, lengthSize);
      at += lengthSize;
      if (!ids.has(id)) continue;
      if (method === 0) ranges.push([base + offset, base + offset + length]);
      else if (method === 1 && idat)
        ranges.push([idat.start + base + offset, idat.start + base + offset + length]);
      else throw new Error("metadata item stored in a way this reader does not follow");
    }
  }
  return ranges;
}

export function stripHeifMetadata(input: Buffer): Buffer | null {
  try {
    const data = Buffer.from(input);
    const meta = find(data, 0, data.length, "meta");
    if (!meta) return null;
    const children = meta.start + 4; // meta is a full box: version and flags first
    const iinf = find(data, children, meta.end, "iinf");
    const iloc = find(data, children, meta.end, "iloc");
    if (!iinf || !iloc) return null;
    const ids = metadataItemIds(data, iinf);
    if (ids.size === 0) return data;
    for (const [from, to] of itemRanges(data, iloc, ids, find(data, children, meta.end, "idat"))) {
      if (from < 0 || to > data.length || from > to) return null;
      data.fill(0, from, to);
    }
    return data;
  } catch {
    return null;
  }
}
