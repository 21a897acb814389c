import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { Icon } from '../components/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import ScriptSwitch from '../preferences/ScriptSwitch.island.tsx';
import ThemeToggle from '../preferences/ThemeToggle.island.tsx';
import { testIds } from '../testIds.ts';
import { DONATE_DIALOG_ID } from './DonateDialog.tsx';
import { StoreLink } from './SocialLinks.tsx';

/**
 * The thin bar above the header: Quiz, Donate and the app store link, and the display
 * preferences (Sanskrit script, dark theme). Donate opens its dialog without a script (an invoker
 * button: `commandfor`).
 */
export function TopBar() {
  return (
    <div className="topbar">
      <div className="topbar__inner container">
        <div className="topbar__prefs">
          <Island name="ScriptSwitch" component={ScriptSwitch} props={{}} hydrate="idle" inline />
          <Island name="ThemeToggle" component={ThemeToggle} props={{}} hydrate="idle" inline />
        </div>
        <a className="topbar__link" href={FIXED_PAGES.quiz}>
          <Icon name="quiz" size={16} />
          Quiz
        </a>
        <button
          type="button"
          className="topbar__link"
          commandfor={DONATE_DIALOG_ID}
          command="show-modal"
          data-testid={testIds.donateButton}
        >
          <Icon name="heart" size={16} />
          Donate
        </button>
        <StoreLink className="topbar__link" />
      </div>
    </div>
  );
}
