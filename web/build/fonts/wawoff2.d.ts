/** Types for wawoff2 (Google's WOFF2 encoder and decoder as WebAssembly; the package ships none). */
declare module 'wawoff2' {
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
