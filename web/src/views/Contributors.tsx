import { useMessages } from '../i18n/I18n.tsx';
import { RichText } from '../i18n/RichText.tsx';

interface Contributor {
  name: string;
  profile_link: string[];
}

/** 'Research Contributed by' with each name linked to its first profile link, if any. */
export function Contributors({ contributors }: { contributors: readonly Contributor[] | undefined }) {
  const t = useMessages('item');
  if (!contributors || contributors.length === 0) return null;
  const names = contributors.map((contributor, i) => (
    <span key={contributor.name}>
      {i > 0 && t.nameSeparator}
      {contributor.profile_link[0] ? (
        <a href={contributor.profile_link[0]} target="_blank" rel="noopener noreferrer">
          {contributor.name}
        </a>
      ) : (
        <strong>{contributor.name}</strong>
      )}
    </span>
  ));
  return (
    <p className="contributors">
      <RichText template={t.contributedBy} tags={{ names: () => names }} />
    </p>
  );
}
