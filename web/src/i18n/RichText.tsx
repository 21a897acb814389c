import { Fragment, type ReactNode } from 'react';

/**
 * An interface string with elements inside it: 'Go back to <home>the home page</home>.' with
 * `{ home: (text) => <a href="/">{text}</a> }`. Word order stays the translation's own.
 */
export function RichText({
  template,
  tags,
}: {
  template: string;
  tags: Readonly<Record<string, (children: string) => ReactNode>>;
}) {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of template.matchAll(pattern)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(template.slice(last, match.index));
    const render = tags[tag];
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(template.slice(last));
  return <>{parts}</>;
}
