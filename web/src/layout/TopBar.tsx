import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { Icon } from '../components/Icon.tsx';
import { Island } from '../islands/Island.tsx';
import ScriptSwitch from '../preferences/ScriptSwitch.island.tsx';
import ThemeToggle from '../preferences/ThemeToggle.island.tsx';
import { testIds } from '../testIds.ts';
import { DONATE_DIALOG_ID } from './DonateDialog.tsx';
import { SECTIONS, TOP_BAR_PAGES } from './sections.ts';
import { StoreLink } from './SocialLinks.tsx';

/**
 * The thin bar above the header: the festival pages (wide screens), Quiz, Donate and the app
 * store link, and the display preferences (Sanskrit script, dark theme). Donate opens its dialog
 * without a script (an invoker button: `commandfor`).
 */
export function TopBar() {
  return (
    <div className="topbar">
      <div className="topbar__inner container">
        <div className="topbar__prefs">
          <Island name="ScriptSwitch" component={ScriptSwitch} props={{}} hydrate="idle" inline />
          <Island name="ThemeToggle" component={ThemeToggle} props={{}} hydrate="idle" inline />
        </div>
        {/* The festival pages; on a phone the drawer lists them, and the bar keeps to one line. */}
        {SECTIONS.filter((section) => TOP_BAR_PAGES.includes(section.page)).map((section) => (
          <a key={section.page} className="topbar__link topbar__link--wide" href={section.href}>
            <Icon name="lamp" size={16} />
            {section.label}
          </a>
        ))}
        <a className="topbar__link" href={FIXED_PAGES.quiz}>
          <Icon name="quiz" size={16} />
          <span className="topbar__text">Quiz</span>
        </a>
        <button
          type="button"
          className="topbar__link"
          commandfor={DONATE_DIALOG_ID}
          command="show-modal"
          data-testid={testIds.donateButton}
        >
          <Icon name="heart" size={16} />
          <span className="topbar__text">Donate</span>
        </button>
        <StoreLink className="topbar__link" />
      </div>
    </div>
  );
}
