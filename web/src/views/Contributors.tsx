interface Contributor {
  name: string;
  profile_link: string[];
}

/** 'Research Contributed by' with each name linked to its first profile link, if any. */
export function Contributors({ contributors }: { contributors: readonly Contributor[] | undefined }) {
  if (!contributors || contributors.length === 0) return null;
  return (
    <p className="contributors">
      Research Contributed by{' '}
      {contributors.map((contributor, i) => (
        <span key={contributor.name}>
          {i > 0 && ', '}
          {contributor.profile_link[0] ? (
            <a href={contributor.profile_link[0]} target="_blank" rel="noopener noreferrer">
              {contributor.name}
            </a>
          ) : (
            <strong>{contributor.name}</strong>
          )}
        </span>
      ))}
    </p>
  );
}
