/** A Sanskrit name in Devanagari (lang="sa") with its IAST transliteration. */
export function SanskritName({ devanagari, iast }: { devanagari: string; iast?: string | undefined }) {
  return (
    <span className="sanskrit">
      <span lang="sa">{devanagari}</span>
      {iast && (
        <>
          {' '}
          <span className="sanskrit__iast" lang="sa-Latn">
            ({iast})
          </span>
        </>
      )}
    </span>
  );
}
