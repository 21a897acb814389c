import { Link } from 'react-router';
import { ScriptSwitch } from '../preferences/ScriptSwitch.tsx';
import { ThemeToggle } from '../preferences/ThemeToggle.tsx';
import { testIds } from '../testIds.ts';
import { Icon } from './Icon.tsx';
import { StoreLink } from './SocialLinks.tsx';

/**
 * The thin bar above the header: Quiz, Donate and the app store link (spec section 1), and the
 * display preferences (Sanskrit script, dark theme).
 */
export function TopBar({ onDonate }: { onDonate: () => void }) {
  return (
    <div className="topbar">
      <div className="topbar__inner container">
        <div className="topbar__prefs">
          <ScriptSwitch />
          <ThemeToggle />
        </div>
        <Link className="topbar__link" to="/quiz">
          <Icon name="quiz" size={16} />
          Quiz
        </Link>
        <button type="button" className="topbar__link" onClick={onDonate} data-testid={testIds.donateButton}>
          <Icon name="heart" size={16} />
          Donate
        </button>
        <StoreLink className="topbar__link" />
      </div>
    </div>
  );
}
