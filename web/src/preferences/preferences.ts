/**
 * The visitor's display preferences: light or dark theme, the script Sanskrit is shown in, and the
 * size of a verse's original. Saved in localStorage and mirrored on <html> as data-theme /
 * data-script / data-verse-size, which the CSS reads.
 * prefs.js (inlined into every page's head) applies the saved values before the first paint; this module changes them.
 */
export const THEME_KEY = 'shastra.theme';
export const SCRIPT_KEY = 'shastra.script';
/** The size of a verse's original on the verse and chapter pages (data-verse-size on <html>). */
export const VERSE_SIZE_KEY = 'shastra.verseSize';
export const VERSE_SIZES = ['normal', 'large', 'larger'] as const;
export type VerseSize = (typeof VERSE_SIZES)[number];

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const scripts = ['both', 'devanagari', 'iast'] as const;
export type Script = (typeof scripts)[number];
export const DEFAULT_SCRIPT: Script = 'both';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
}

const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);
const isScript = (value: unknown): value is Script => scripts.includes(value as Script);

const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/** The theme in effect: the saved choice, else the system's. */
export function currentTheme(): Theme {
  const saved = read(THEME_KEY);
  if (isTheme(saved)) return saved;
  return systemDark() ? 'dark' : 'light';
}

const CHANGE_EVENT = 'shastra:preferences';

export function setTheme(theme: Theme) {
  write(THEME_KEY, theme);
  document.documentElement.setAttribute('data-theme', theme);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function currentScript(): Script {
  const saved = read(SCRIPT_KEY);
  return isScript(saved) ? saved : DEFAULT_SCRIPT;
}

export function setScript(script: Script) {
  write(SCRIPT_KEY, script);
  document.documentElement.setAttribute('data-script', script);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const isVerseSize = (value: unknown): value is VerseSize => VERSE_SIZES.includes(value as VerseSize);

export function currentVerseSize(): VerseSize {
  const saved = read(VERSE_SIZE_KEY);
  return isVerseSize(saved) ? saved : 'normal';
}

export function setVerseSize(size: VerseSize) {
  write(VERSE_SIZE_KEY, size);
  document.documentElement.setAttribute('data-verse-size', size);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Calls back when a preference may have changed: a choice here, the system theme, or a choice
 * made in another tab (which this page then applies too). Returns the unsubscribe. Shaped for
 * useSyncExternalStore.
 */
export function subscribePreferences(callback: () => void): () => void {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== SCRIPT_KEY && event.key !== VERSE_SIZE_KEY) return;
    const root = document.documentElement;
    const theme = read(THEME_KEY);
    if (isTheme(theme)) root.setAttribute('data-theme', theme);
    root.setAttribute('data-script', currentScript());
    root.setAttribute('data-verse-size', currentVerseSize());
    callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  query?.addEventListener('change', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
    query?.removeEventListener('change', callback);
  };
}
