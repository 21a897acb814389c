/**
 * The shape of the interface-string catalog. English (./en) is the reference: every other
 * language's catalog has exactly its keys (`Translated`), which the type checker and
 * ../catalog.test.ts enforce. A leaf is a string with {placeholders} and <tag>…</tag> pairs
 * (../RichText.tsx), or a plural's forms.
 */

/** A plural's forms: `one` for the count that takes the singular in the language, `other` for the rest. */
export interface Plural {
  one: string;
  other: string;
}

export interface MessageTree {
  readonly [key: string]: string | Plural | MessageTree;
}

export type Translated<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };
