import { siGoogleplay, siInstagram, siWhatsapp, siX } from 'simple-icons';
import { useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { useSite } from '../siteConfig.ts';

const BrandIcon = ({ path }: { path: string }) => (
  <svg
    className="icon"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);

/** The three social links of the site settings, as icon buttons. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const site = useSite();
  const t = useMessages('layout').social;
  const name = { name: site.name };
  const links = [
    { label: fill(t.instagram, name), href: site.social.instagram, path: siInstagram.path },
    { label: fill(t.x, name), href: site.social.x, path: siX.path },
    { label: fill(t.whatsapp, name), href: site.social.whatsapp, path: siWhatsapp.path },
  ];
  return (
    <ul className={`social ${className}`}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            <BrandIcon path={link.path} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function StoreLink({ className = '' }: { className?: string }) {
  const site = useSite();
  const t = useMessages('layout').social;
  return (
    <a className={`store-link ${className}`} href={site.store_url} target="_blank" rel="noopener noreferrer">
      <BrandIcon path={siGoogleplay.path} />
      <span className="store-link__text">{t.getApp}</span>
    </a>
  );
}
