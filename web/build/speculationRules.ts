/**
 * Prefetch on intent: every page names, in a `Speculation-Rules` header, a rule set that lets the
 * browser fetch a same-site page when the visitor hovers or presses on its link ("moderate"
 * eagerness), so the next page is usually in memory before the click. Pages are static and
 * cacheable, so a prefetch costs the server a prepared answer. Not for API answers, search
 * results (endless, per query), or links that open elsewhere.
 */
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { DOCUMENTS_PREFIX } from '@shastra/content/contract/paths';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
/** The header value every page carries. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: `${DOCUMENTS_PREFIX}*` } },
          { not: { href_matches: `${FIXED_PAGES.search}*` } },
          { not: { selector_matches: '[target], [download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
