import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentScript,
  currentTheme,
  DEFAULT_SCRIPT,
  SCRIPT_KEY,
  VERSE_SIZE_KEY,
  VERSE_SIZES,
  scripts,
  setScript,
  setTheme,
  THEME_KEY,
  themes,
} from './preferences.ts';

import { prefsScript as shippedPrefsScript } from '../../build/inlineScriptPlugin.ts';

/** The script exactly as pages carry it inline (comments and indentation stripped). */
const prefsScript = shippedPrefsScript();

describe('display preferences', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-script');
  });

  it('the inline prefs script reads the same keys and values this module writes', () => {
    for (const text of [THEME_KEY, SCRIPT_KEY, VERSE_SIZE_KEY, ...themes, ...scripts, ...VERSE_SIZES.slice(1)])
      expect(prefsScript).toContain(`'${text}'`);
  });

  it('the inline prefs script applies saved choices to <html> and ignores unknown values', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    localStorage.setItem(SCRIPT_KEY, 'iast');
    new Function(prefsScript)();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.script).toBe('iast');
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);

    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-script');
    localStorage.setItem(THEME_KEY, 'sepia');
    localStorage.setItem(SCRIPT_KEY, '<b>');
    new Function(prefsScript)();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(document.documentElement.hasAttribute('data-script')).toBe(false);
  });

  it('saves a choice and mirrors it on <html>', () => {
    setScript('devanagari');
    setTheme('dark');
    expect(localStorage.getItem(SCRIPT_KEY)).toBe('devanagari');
    expect(document.documentElement.dataset.script).toBe('devanagari');
    expect(currentScript()).toBe('devanagari');
    expect(currentTheme()).toBe('dark');
  });

  it('defaults to both scripts and to the system theme', () => {
    expect(currentScript()).toBe(DEFAULT_SCRIPT);
    expect(DEFAULT_SCRIPT).toBe('both');
    // jsdom has no matchMedia: the light theme.
    expect(currentTheme()).toBe('light');
  });
});
