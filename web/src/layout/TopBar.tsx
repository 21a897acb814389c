import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { Icon } from '../components/Icon.tsx';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { Island } from '../islands/Island.tsx';
import ScriptSwitch from '../preferences/ScriptSwitch.island.tsx';
import ThemeToggle from '../preferences/ThemeToggle.island.tsx';
import { testIds } from '../testIds.ts';
import { DONATE_DIALOG_ID } from './DonateDialog.tsx';
import { useSections, TOP_BAR_PAGES } from './sections.ts';
import { StoreLink } from './SocialLinks.tsx';

/**
 * The thin bar above the header: the festival pages (wide screens), Quiz, Saved, Donate and the app
 * store link, the display preferences (Sanskrit script, dark theme) and the language switch. Donate opens its dialog
 * without a script (an invoker button: `commandfor`). It is a landmark of its own, named, so that
 * everything on a page sits in one and a screen reader's list of landmarks reaches it.
 */
export function TopBar() {
  const sections = useSections();
  const t = useMessages('layout');
  const localePath = useLocalePath();
  return (
    <nav className="topbar" aria-label={t.nav.topBar}>
      <div className="topbar__inner container">
        <div className="topbar__prefs">
          <LanguageSwitch className="topbar__languages" />
          <Island name="ScriptSwitch" component={ScriptSwitch} props={{}} hydrate="idle" inline messages={['layout']} />
          <Island name="ThemeToggle" component={ThemeToggle} props={{}} hydrate="idle" inline messages={['layout']} />
        </div>
        {/* The festival pages; on a phone the drawer lists them, and the bar keeps to one line. */}
        {sections
          .filter((section) => TOP_BAR_PAGES.includes(section.page))
          .map((section) => (
            <a key={section.page} className="topbar__link topbar__link--wide" href={localePath(section.href)}>
              <Icon name="lamp" size={16} />
              {section.label}
            </a>
          ))}
        <a className="topbar__link" href={localePath(FIXED_PAGES.quiz)}>
          <Icon name="quiz" size={16} />
          <span className="topbar__text">{t.nav.quiz}</span>
        </a>
        <a className="topbar__link" href={localePath(FIXED_PAGES.saved)} data-testid={testIds.savedLink}>
          <Icon name="bookmark" size={16} />
          <span className="topbar__text">{t.nav.saved}</span>
        </a>
        <button
          type="button"
          className="topbar__link"
          commandfor={DONATE_DIALOG_ID}
          command="show-modal"
          data-testid={testIds.donateButton}
        >
          <Icon name="heart" size={16} />
          <span className="topbar__text">{t.nav.donate}</span>
        </button>
        <StoreLink className="topbar__link" />
      </div>
    </nav>
  );
}
