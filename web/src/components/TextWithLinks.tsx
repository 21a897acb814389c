import { Fragment } from 'react';
import type { Locale } from '@shastra/content/contract/locales';
import { useLocale, useLocalePath } from '../i18n/I18n.tsx';
import { Prose } from './Prose.tsx';

export interface Hyperlink {
  words: string[];
  link: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each of the hyperlink words linked to its target page (the explanation view), and its references to theirs. */
export function TextWithLinks({ text, hyperlinks }: { text: string; hyperlinks: readonly Hyperlink[] }) {
  const to = useLocalePath();
  const targets = new Map<string, string>();
  for (const hyperlink of hyperlinks)
    for (const word of hyperlink.words) targets.set(word.toLowerCase(), hyperlink.link);
  if (targets.size === 0) return <Prose text={text} />;
  const words = [...targets.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  const linked = (part: string) =>
    part.split(pattern).map((piece, i) => {
      const link = i % 2 === 1 ? targets.get(piece.toLowerCase()) : undefined;
      return link ? (
        <a key={i} href={to(link)}>
          {piece}
        </a>
      ) : (
        <Fragment key={i}>{piece}</Fragment>
      );
    });
  return <Prose text={text} words={linked} />;
}

/**
 * The unit words each edition's content writes in a specific page's measurements (the Hindi content
 * writes the Sanskrit names, content/i18n/hi/glossary.yaml: अंगुल, हस्त, वितस्ति, with their oblique
 * plurals). Matched as whole words: a letter or a vowel sign on either side means another word
 * (हस्तक, हस्तिनापुर); `\b` knows only Latin letters.
 */
const UNIT_WORDS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['angulas', 'hastas', 'vitasti', 'añgulas'],
  hi: ['अंगुलों', 'अंगुल', 'हस्तों', 'हस्त', 'वितस्ति'],
};

const unitPatterns = new Map<Locale, RegExp>();
function unitPattern(locale: Locale): RegExp {
  let pattern = unitPatterns.get(locale);
  if (!pattern) {
    const words = UNIT_WORDS[locale].map(escape).join('|');
    pattern = new RegExp(`(?<![\\p{L}\\p{M}])(${words})(?![\\p{L}\\p{M}])`, 'giu');
    unitPatterns.set(locale, pattern);
  }
  return pattern;
}

/** `text` with its unit words linked to the page that explains the measures (`href`), when there is one, and its references to theirs. */
export function UnitLinks({ text, href }: { text: string; href: string | null }) {
  const locale = useLocale();
  const to = useLocalePath();
  const linked = (part: string) =>
    part.split(unitPattern(locale)).map((piece, i) =>
      i % 2 === 1 && href ? (
        <a key={i} href={to(href)}>
          {piece}
        </a>
      ) : (
        <Fragment key={i}>{piece}</Fragment>
      ),
    );
  return <Prose text={text} words={linked} />;
}
