/**
 * Filling the interface strings: placeholders, plural forms, numbers and lists, each in the
 * edition's own rules. Numbers use Latin digits in both editions (Hindi in the Indian grouping,
 * 1,09,350, as Hindi newspapers print it); the server formats them, so hydration agrees.
 */
import type { Locale } from '@shastra/content/contract/locales';
import type { Plural } from './messages/shape.ts';

/** 'Question {n} of {total}' with { n: 3, total: 10 } → 'Question 3 of 10'. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

const NUMBER_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', hi: 'hi-IN-u-nu-latn' };

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The form of `forms` that `count` takes in the edition's language, with {count} filled in. */
export function plural(
  locale: Locale,
  forms: Plural,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
) {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: formatNumber(locale, count), ...values });
}

/** A number as the edition writes it (Latin digits). */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], options).format(value);
}
