/**
 * Prefetch on intent: every page carries, inline, a rule set that lets the browser fetch a
 * same-site page when the visitor hovers or presses on its link ("moderate" eagerness), so the next
 * page is usually in memory before the click. Pages are static and cacheable, so a prefetch costs
 * the server a prepared answer. Not for API answers, search results (endless, per query), or links
 * that open elsewhere.
 *
 * Inline rather than named in a `Speculation-Rules` header: the browser fetched a header's rule set
 * alongside the page's fonts, before the first paint (docs/decisions.md, "Rendering"). The CSP
 * allows the script by its hash, like every inline script of the template.
 */
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { DOCUMENTS_PREFIX } from '@shastra/content/contract/paths';

const speculationRules = {
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

/** The `<script type="speculationrules">` element every page carries. */
export const speculationRulesTag = () => `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;
