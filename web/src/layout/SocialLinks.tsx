import { siGoogleplay, siInstagram, siWhatsapp, siX } from 'simple-icons';
import site from '../siteConfig.ts';

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

const links = [
  { label: 'Shastra on Instagram', href: site.social.instagram, path: siInstagram.path },
  { label: 'Shastra on X', href: site.social.x, path: siX.path },
  { label: 'Join the Shastra WhatsApp group', href: site.social.whatsapp, path: siWhatsapp.path },
];

/** The three social links of the site settings, as icon buttons. */
export function SocialLinks({ className = '' }: { className?: string }) {
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
  return (
    <a className={`store-link ${className}`} href={site.store_url} target="_blank" rel="noopener noreferrer">
      <BrandIcon path={siGoogleplay.path} />
      <span className="store-link__text">Get the app</span>
    </a>
  );
}
