/**
 * Where a highlight may end in written text: at the end of a cluster, never inside one. A key
 * letter of a Devanagari word can end inside an akṣara (typing `brahm` reaches the म of
 * ब्रह्मास्त्र but not its ā), and a highlight cut there leaves the next piece starting with a vowel
 * sign, which a browser draws on a dotted circle (ब्रह्म◌ास्त्र).
 */

const VIRAMA = 0x094d;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const COMBINING = /\p{M}/u;
/** Devanagari consonants (with the nukta forms and the later additions). */
const isConsonant = (code: number) =>
  (code >= 0x0915 && code <= 0x0939) || (code >= 0x0958 && code <= 0x095f) || (code >= 0x0978 && code <= 0x097f);

/** Whether the code unit at `at` continues the cluster before it. */
function continuesCluster(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return false;
  const code = text.charCodeAt(at);
  if (code === ZWJ || code === ZWNJ || COMBINING.test(text[at] ?? '')) return true;
  // A consonant after a virama (and a joiner) is the next part of a conjunct (क्ष, र्म, क्‍ष).
  if (!isConsonant(code)) return false;
  const before = text.charCodeAt(at - 1);
  return before === VIRAMA || ((before === ZWJ || before === ZWNJ) && text.charCodeAt(at - 2) === VIRAMA);
}

/** `at`, or the end of the cluster it falls inside. */
export function clusterEnd(text: string, at: number): number {
  let end = at;
  while (continuesCluster(text, end)) end++;
  return end;
}
