import { describe, expect, it } from 'vitest';
import { localePath, splitLocalePath } from './locales.ts';

describe('edition paths', () => {
  it('prefix a page path for Hindi, and leave English and a path already in Hindi as they are', () => {
    expect(localePath('hi', '/')).toBe('/hi/');
    expect(localePath('hi', '/quiz?q=3')).toBe('/hi/quiz?q=3');
    expect(localePath('hi', '/hi/astras')).toBe('/hi/astras');
    expect(localePath('en', '/astras')).toBe('/astras');
    expect(localePath('hi', '#main')).toBe('#main');
  });

  it('split a path into its edition and its page', () => {
    expect(splitLocalePath('/hi/astras/brahmastra')).toEqual({ locale: 'hi', path: '/astras/brahmastra' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
  });
});
