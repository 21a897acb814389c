import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { COPYRIGHT_YEAR } from '../constants.ts';
import site from '../siteConfig.ts';
import { HOME_ANCHORS } from './homeAnchors.ts';
import { SECTIONS } from './sections.ts';
import { SocialLinks, StoreLink } from './SocialLinks.tsx';

export function Footer() {
  return (
    <footer className="footer" id="footer">
      <div className="footer__inner container">
        <div className="footer__brand">
          <img src="/images/site/logo.svg" alt="" width="56" height="56" loading="lazy" />
          <div>
            <p className="footer__name">{site.name}</p>
            <p className="footer__tagline">{site.tagline}</p>
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li>
              <a href={FIXED_PAGES.home}>Home</a>
            </li>
            {SECTIONS.map((section) => (
              <li key={section.page}>
                <a href={section.href}>{section.label}</a>
              </li>
            ))}
            <li>
              <a href={HOME_ANCHORS.about}>About Us</a>
            </li>
            <li>
              <a href={HOME_ANCHORS.contact}>Contact Us</a>
            </li>
            <li>
              <a href={HOME_ANCHORS.feedback}>Feedback</a>
            </li>
            <li>
              <a href={FIXED_PAGES.api}>API for developers</a>
            </li>
            <li>
              <a href={`mailto:${site.contact_email}`}>{site.contact_email}</a>
            </li>
          </ul>
        </nav>
        <div className="footer__social">
          <SocialLinks />
          <StoreLink />
        </div>
      </div>
      <p className="footer__copyright">
        © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
