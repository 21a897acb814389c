import { hasDevanagari } from '../components/DevanagariMarked.tsx';
import { HighlightedText } from './HighlightedText.tsx';
import type { SearchHit } from './siteSearch.ts';

/** A result's kind, title (with its Sanskrit name) and snippet, as the suggestions and the page show it. */
export function SearchHitContent({ hit, snippet = true }: { hit: SearchHit; snippet?: boolean }) {
  return (
    <>
      <span className="search-hit__kind">{hit.kind}</span>
      <span className={hit.proseTitle ? 'search-hit__title search-hit__title--prose' : 'search-hit__title'}>
        <HighlightedText text={hit.title} highlights={hit.titleHighlights} />
        {hit.sanskrit && (
          <>
            {' '}
            <span className="search-hit__sanskrit" lang="sa">
              <HighlightedText text={hit.sanskrit} highlights={hit.sanskritHighlights} />
            </span>
          </>
        )}
      </span>
      {snippet && hit.snippet.text && (
        // A verse's snippet may be its original: Sanskrit, marked so for screen readers and fonts.
        <span className="search-hit__snippet" lang={hasDevanagari(hit.snippet.text) ? 'sa' : undefined}>
          <HighlightedText text={hit.snippet.text} highlights={hit.snippet.highlights} />
        </span>
      )}
    </>
  );
}
