import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageMeta } from '../pageMeta.ts';

/** Keeps document.title in step with client-side navigation (the server writes the first one). */
export function DocumentTitle() {
  const matches = useMatches();
  const { title } = pageMeta(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
