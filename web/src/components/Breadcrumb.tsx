export interface Crumb {
  label: string;
  to?: string;
}

/** Home › ... › current page. The last crumb is the current page and is not a link. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const all: Crumb[] = [{ label: 'Home', to: '/' }, ...crumbs];
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${crumb.label}-${i}`}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <a href={crumb.to}>{crumb.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
