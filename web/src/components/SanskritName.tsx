/**
 * A Sanskrit text in Devanagari (lang="sa") with its IAST transliteration. Which of the two shows
 * is the visitor's choice (data-script on <html>, see preferences.css); both are always in the
 * HTML, so the choice applies before the first paint.
 */
export function SanskritName({
  devanagari,
  iast,
  compact = false,
}: {
  devanagari: string;
  iast?: string | undefined;
  /** One form only: Devanagari, or IAST when the visitor chose IAST (for headings whose wording the product rules fix). */
  compact?: boolean;
}) {
  if (!iast) {
    return (
      <span className="sanskrit" lang="sa">
        {devanagari}
      </span>
    );
  }
  if (compact) {
    // The hidden form goes first: browsers put a space where a hidden element sits, and the
    // heading's text must stay "… / अस्त्र?" with nothing before the question mark.
    return (
      <span className="sanskrit sanskrit--compact">
        <span className="script-latn sanskrit__iast" lang="sa-Latn">
          {iast}
        </span>
        <span className="script-deva" lang="sa">
          {devanagari}
        </span>
      </span>
    );
  }
  return (
    <span className="sanskrit sanskrit--pair">
      <span className="script-deva" lang="sa">
        {devanagari}
      </span>
      <span className="script-both"> (</span>
      <span className="script-latn sanskrit__iast" lang="sa-Latn">
        {iast}
      </span>
      <span className="script-both">)</span>
    </span>
  );
}
