import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '../constants.ts';
import site from '../siteConfig.ts';
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
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/quiz">Quiz</Link>
            </li>
            <li>
              <Link to="/#aboutus">About Us</Link>
            </li>
            <li>
              <Link to="/#contactus">Contact Us</Link>
            </li>
            <li>
              <Link to="/#feedback">Feedback</Link>
            </li>
            <li>
              <Link to="/api">API for developers</Link>
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
