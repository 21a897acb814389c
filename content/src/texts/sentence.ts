/**
 * Where a verse's sentence runs past the verse, read from our English translation: a verse that
 * starts in lower case finishes a sentence begun before it ("the wandering ascetic…", Dhanurveda-
 * saṃhitā 1.242), and one that ends without a full stop, question or exclamation mark goes on in
 * the next (a colon or a semicolon does not end a sentence). Neighbouring verses share their edge
 * (loadTexts.ts). The translations keep their sentences' edges true to the Sanskrit
 * (docs/translation.md), so the verse pages can say so without a field written by hand.
 */
export interface SentenceEdges {
  /** The sentence began in an earlier verse. */
  before: boolean;
  /** The sentence goes on in the next verse. */
  after: boolean;
}

const OPENING = /^[“‘"([]*\p{Ll}/u;
const CLOSED = /[.!?][”’")\]]*$/u;

export function sentenceEdges(english: string): SentenceEdges {
  const text = english.trim();
  return { before: OPENING.test(text), after: !CLOSED.test(text) };
}
