import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';

export interface Crumb {
  label: string;
  /** A page path (/astras); the breadcrumb links to it in the edition being rendered. */
  to?: string;
}

/** Home › ... › current page. The last crumb is the current page and is not a link. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useMessages('common');
  const editionPath = useLocalePath();
  const all: Crumb[] = [{ label: t.home, to: FIXED_PAGES.home }, ...crumbs];
  return (
    <nav className="breadcrumb" aria-label={t.breadcrumb}>
      <ol>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <a href={editionPath(crumb.to)}>{crumb.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
