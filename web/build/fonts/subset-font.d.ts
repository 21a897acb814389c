/** Types for subset-font (harfbuzzjs subsetting; the package ships none). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | null | undefined,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
