import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { COPYRIGHT_YEAR } from '../constants.ts';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { fill } from '../i18n/format.ts';
import { useSite } from '../siteConfig.ts';
import { HOME_ANCHORS } from './homeAnchors.ts';
import { useSections } from './sections.ts';
import { SocialLinks, StoreLink } from './SocialLinks.tsx';

export function Footer() {
  const sections = useSections();
  const site = useSite();
  const common = useMessages('common');
  const t = useMessages('layout');
  const localePath = useLocalePath();
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
        <nav aria-label={t.nav.footer}>
          <ul className="footer__links">
            <li>
              <a href={localePath(FIXED_PAGES.home)}>{common.home}</a>
            </li>
            {sections.map((section) => (
              <li key={section.page}>
                <a href={localePath(section.href)}>{section.label}</a>
              </li>
            ))}
            <li>
              <a href={localePath(HOME_ANCHORS.about)}>{t.nav.aboutUs}</a>
            </li>
            <li>
              <a href={localePath(HOME_ANCHORS.contact)}>{t.nav.contactUs}</a>
            </li>
            <li>
              <a href={localePath(HOME_ANCHORS.feedback)}>{t.nav.feedback}</a>
            </li>
            <li>
              <a href={localePath(FIXED_PAGES.api)}>{t.nav.api}</a>
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
      {/* The year as written (2024), not as a grouped number. */}
      <p className="footer__copyright">{fill(t.copyright, { year: String(COPYRIGHT_YEAR), name: site.name })}</p>
    </footer>
  );
}
