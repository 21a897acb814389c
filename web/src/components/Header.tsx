import { Link } from 'react-router';
import type { InfoEntry } from '@shastra/content/schema';
import site from '../siteConfig.ts';
import { DhanurvedaMenu } from './DhanurvedaMenu.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { HeaderSearch } from '../search/HeaderSearch.tsx';

export function Header({ info, onDonate }: { info: InfoEntry[] | null; onDonate: () => void }) {
  return (
    <header className="header" id="home">
      <div className="header__inner container">
        <Link to="/" className="brand">
          <img src="/images/site/logo.svg" alt="" width="44" height="44" />
          <span className="brand__text">
            <span className="brand__name">{site.name}</span>
            <span className="brand__tagline">{site.tagline}</span>
          </span>
        </Link>
        <HeaderSearch />
        <nav className="nav" aria-label="Main">
          <ul className="nav__list">
            <li className="nav__item">
              <Link to="/" className="nav__link">
                Home
              </Link>
            </li>
            <DhanurvedaMenu info={info} />
            <li className="nav__item">
              <Link to="/#aboutus" className="nav__link">
                About Us
              </Link>
            </li>
            <li className="nav__item">
              <Link to="/#contactus" className="nav__link">
                Contact Us
              </Link>
            </li>
            <li className="nav__item">
              <Link to="/#feedback" className="nav__link">
                Feedback
              </Link>
            </li>
          </ul>
        </nav>
        <MobileDrawer info={info} onDonate={onDonate} />
      </div>
    </header>
  );
}
