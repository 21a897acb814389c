import { useSyncExternalStore } from 'react';
import { Icon } from '../components/Icon.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { testIds } from '../testIds.ts';
import { currentTheme, setTheme, subscribePreferences } from './preferences.ts';

/**
 * A switch between the light and dark themes. Until the visitor chooses, the theme follows the
 * system. The server cannot know the theme: its HTML says "not pressed", and the browser corrects
 * that once it runs.
 */
export default function ThemeToggle() {
  const t = useMessages('layout').prefs;
  const theme = useSyncExternalStore(subscribePreferences, currentTheme, () => null);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="topbar__link pref-control"
      aria-pressed={dark}
      data-testid={testIds.themeToggle}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'moon' : 'sun'} size={16} />
      <span className="pref-control__text">{t.darkTheme}</span>
    </button>
  );
}
