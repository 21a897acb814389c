/**
 * The code points an SFNT (TrueType/OpenType) font maps to glyphs: its `cmap` table, read from
 * the Unicode subtables (formats 4 and 12). Enough to learn which characters a subset covers.
 */
export function cmapCodePoints(sfnt: Uint8Array): Set<number> {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const numTables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(record, record + 4));
    if (tag === 'cmap') cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');

  const codePoints = new Set<number>();
  const numSubtables = view.getUint16(cmap + 2);
  for (let i = 0; i < numSubtables; i++) {
    const platformId = view.getUint16(cmap + 4 + i * 8);
    const encodingId = view.getUint16(cmap + 6 + i * 8);
    const unicode = platformId === 0 || (platformId === 3 && (encodingId === 1 || encodingId === 10));
    if (!unicode) continue;
    const table = cmap + view.getUint32(cmap + 8 + i * 8);
    const format = view.getUint16(table);
    if (format === 4) readFormat4(view, table, codePoints);
    else if (format === 12) readFormat12(view, table, codePoints);
  }
  return codePoints;
}

/** Segment mapping to delta values (BMP only). */
function readFormat4(view: DataView, table: number, out: Set<number>) {
  const segCount = view.getUint16(table + 6) / 2;
  const endCodes = table + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const idDeltas = startCodes + segCount * 2;
  const idRangeOffsets = idDeltas + segCount * 2;
  for (let s = 0; s < segCount; s++) {
    const end = view.getUint16(endCodes + s * 2);
    const start = view.getUint16(startCodes + s * 2);
    const delta = view.getUint16(idDeltas + s * 2);
    const rangeOffset = view.getUint16(idRangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = idRangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = view.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
}

/** Segmented coverage (the whole Unicode range). */
function readFormat12(view: DataView, table: number, out: Set<number>) {
  const numGroups = view.getUint32(table + 12);
  for (let g = 0; g < numGroups; g++) {
    const group = table + 16 + g * 12;
    const start = view.getUint32(group);
    const end = view.getUint32(group + 4);
    const startGlyph = view.getUint32(group + 8);
    for (let c = start; c <= end; c++) if (startGlyph + (c - start) !== 0) out.add(c);
  }
}
