import { Fragment } from 'react';

export interface Hyperlink {
  words: string[];
  link: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each of the hyperlink words linked to its target (the explanation view). */
export function TextWithLinks({ text, hyperlinks }: { text: string; hyperlinks: readonly Hyperlink[] }) {
  const targets = new Map<string, string>();
  for (const hyperlink of hyperlinks)
    for (const word of hyperlink.words) targets.set(word.toLowerCase(), hyperlink.link);
  if (targets.size === 0) return <>{text}</>;
  const words = [...targets.keys()].sort((a, b) => b.length - a.length).map(escape);
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'giu'));
  return (
    <>
      {parts.map((part, i) => {
        const link = i % 2 === 1 ? targets.get(part.toLowerCase()) : undefined;
        return link ? (
          <a key={i} href={link}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        );
      })}
    </>
  );
}
