/** The catalog's type: the English catalog's (./shape.ts says what a catalog is made of). */
import type { en } from './en/index.ts';

export type Messages = typeof en;
export type Namespace = keyof Messages;
