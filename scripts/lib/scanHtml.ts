/**
 * The crawl's reading of an HTML (or SVG) document (scripts/crawl-links.ts): one pass of
 * htmlparser2's tokenizer, with no tree.
 */
import { Parser } from 'htmlparser2';

/** What the crawl reads of an HTML (or SVG) document. */
export interface ScannedPage {
  /** Every element, in document order, with its attributes (HTML names in lower case, SVG's as SVG writes them). */
  elements: { tagName: string; attrs: Record<string, string>; text?: string }[];
  /** `id`s and `<a name>`s, the targets of fragments. */
  anchors: Set<string>;
  /** The text of each `<h1>`, and of each `<main>` without its scripts, styles and templates. */
  headings: string[];
  mains: string[];
}

/**
 * One pass of htmlparser2's tokenizer over a document, with no tree: what the crawl needs is each
 * element's attributes in order, the text of a few elements, and the ids. It reads a page three
 * to six times faster than building parse5's tree and walking it.
 */
export function scanHtml(html: string): ScannedPage {
  const page: ScannedPage = { elements: [], anchors: new Set(), headings: [], mains: [] };
  /** Open elements whose text is collected: an h1, a main, a style. */
  const collecting: { tagName: string; depth: number; chunks: string[]; element: ScannedPage['elements'][number] }[] =
    [];
  let depth = 0;
  /** Depth of the outermost open script, style or template: its text is not the page's. */
  let hiddenAt = Infinity;
  const parser = new Parser(
    {
      onopentag(tagName, attrs) {
        depth++;
        const element: ScannedPage['elements'][number] = { tagName, attrs };
        page.elements.push(element);
        if (attrs.id) page.anchors.add(attrs.id);
        if (tagName === 'a' && attrs.name) page.anchors.add(attrs.name);
        if (tagName === 'h1' || tagName === 'main' || tagName === 'style') {
          collecting.push({ tagName, depth, chunks: [], element });
        }
        if ((tagName === 'script' || tagName === 'style' || tagName === 'template') && depth < hiddenAt) {
          hiddenAt = depth;
        }
      },
      ontext(text) {
        for (const open of collecting) {
          if (open.tagName === 'style' || depth < hiddenAt) open.chunks.push(text);
        }
      },
      onclosetag(tagName) {
        const open = collecting.at(-1);
        if (open?.depth === depth && open.tagName === tagName) {
          collecting.pop();
          const text = open.tagName === 'style' ? open.chunks.join('') : open.chunks.join(' ');
          if (tagName === 'h1') page.headings.push(text);
          else if (tagName === 'main') page.mains.push(text);
          else open.element.text = text;
        }
        if (depth === hiddenAt) hiddenAt = Infinity;
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return page;
}
