import { hasDevanagari } from '../components/DevanagariMarked.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { HighlightedText } from './HighlightedText.tsx';
import type { SearchHit } from './siteSearch.ts';

/** The kinds the index names in English, by their interface string (search.kinds). */
const KIND_KEYS = {
  Category: 'category',
  Sage: 'sage',
  Fact: 'fact',
  'Quiz question': 'quizQuestion',
  Verse: 'verse',
} as const;

const isKnownKind = (kind: string): kind is keyof typeof KIND_KEYS => Object.hasOwn(KIND_KEYS, kind);

/**
 * A result's kind, title (with its Sanskrit name) and snippet, as the suggestions and the page show
 * it. An item's kind is its category's name, which is content, already in the edition's language.
 */
export function SearchHitContent({ hit, snippet = true }: { hit: SearchHit; snippet?: boolean }) {
  const { kinds } = useMessages('search');
  return (
    <>
      <span className="search-hit__kind">{isKnownKind(hit.kind) ? kinds[KIND_KEYS[hit.kind]] : hit.kind}</span>
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
