import type { MessageTree } from '../shape.ts';

/** The list of texts, a text's page and a verse's page (screens/texts). */
export const texts = {
  title: 'The texts',
  /** {siteName}: the site's name (site.yaml). */
  intro:
    'Every fact on {siteName} names the text it comes from. These are those texts: for each, the printed edition whose numbering we follow and where we read it, and every verse we cite, in the original with our own English translation.',
  metaDescription:
    'The texts {siteName} cites, from the Dhanurveda-saṃhitā to the Mahābhārata: the edition we follow, and every verse we cite in the original with our translation.',
  /** The groups of the list, in order, each with a line on what it holds (content `group`). */
  groups: {
    veda: {
      name: 'The Veda',
      about: 'The oldest layer: hymns, rituals and their explanations, and the first word lists of Sanskrit.',
    },
    epic: {
      name: 'The epics',
      about:
        'The two great stories, the Mahābhārata and the Rāmāyaṇa, where most of the battles, weapons and battle formations on this site come from.',
    },
    purana: {
      name: 'The purāṇas',
      about: 'Later collections of old lore: creation, kings and gods, with handbooks on many subjects.',
    },
    shastra: {
      name: 'Śāstras and sūtras',
      about: 'The sciences and codes: archery, statecraft, law, medicine and mathematics.',
    },
    later: {
      name: 'Later works',
      about: 'Poetry, a chronicle, philosophy and a devotional song, each quoted for one detail.',
    },
    modern: { name: 'Modern studies', about: 'Books and articles of our time that the site cites.' },
  },
  /** A link to a text's first chapter (or verse) on the site. */
  startReading: 'Start reading',
  /** A text in the list: its author (content), then one of the three lines below. */
  listLine: '{author}. {line}',
  modernWork: 'A modern work the site cites.',
  noVersesYet: 'Cited by the site; none of its verses is on the site yet.',
  verseCount: { one: '{count} verse on this site.', other: '{count} verses on this site.' },

  /** A text's page: its description (page meta). */
  textMetaDescription: '{title}: {covers}',
  author: 'Author',
  date: 'Date',
  covers: 'What it covers',
  siteDraws: 'What this site draws from it',
  editionsWeFollow: { one: 'Edition we follow', other: 'Editions we follow' },
  aboutEdition: 'About this edition',
  aboutEditionText: {
    one: 'We translate from the printed edition named above. These notes say where we read the text, so anyone can check our work against it.',
    other:
      'We translate from the printed editions named above. These notes say where we read the text, so anyone can check our work against it.',
  },
  readAt: 'Where we read the text',
  dateSource: 'Where the date comes from',
  licence: 'Licence of the original',
  citeScheme: 'How a place is cited',
  versesOnSite: 'Verses on this site',
  noVerses: 'We hold no verse of this text yet: its citations name it without opening a verse.',
  complete: {
    one: 'The whole text is here: its {count} verse, with our translation.',
    other: 'The whole text is here: all {count} verses, each with our translation.',
  },
  /** The "go to verse" box on a text's page; {example}: a verse the site holds. */
  goToVerse: 'Go to a verse',
  goToVerseHint: 'For example {example}',
  goToVerseButton: 'Go',
  /** The heading of a chapter in the list of verses: "chapter 7.81" ({level} from `levels` below). */
  chapterHeading: '{level} {chapter}',
  /**
   * The names of the levels of a text's locators (the content's `scheme.levels`, which are not
   * translated), keyed by the name without diacritics: adhyāya → adhyaya.
   */
  levels: {
    adhikarana: 'adhikaraṇa',
    adhyaya: 'adhyāya',
    amsa: 'aṃśa',
    anuvaka: 'anuvāka',
    book: 'book',
    brahmana: 'brāhmaṇa',
    chapter: 'chapter',
    kanda: 'kāṇḍa',
    kandika: 'kaṇḍikā',
    khanda: 'khaṇḍa',
    line: 'line',
    mandala: 'maṇḍala',
    prakarana: 'prakaraṇa',
    prapathaka: 'prapāṭhaka',
    rc: 'ṛc',
    sarga: 'sarga',
    section: 'section',
    skandha: 'skandha',
    sloka: 'śloka',
    stanza: 'stanza',
    sthana: 'sthāna',
    sukta: 'sūkta',
    sutra: 'sūtra',
    taranga: 'taraṅga',
    verse: 'verse',
  },

  /** A verse's page: its title, "Mahābhārata 7.81.32". */
  verseTitle: '{title} {label}',
  unnumbered: 'Unnumbered in the edition.',
  printedAs: 'Printed as {printed} in the edition.',
  printedAsCounted: 'Printed as {printed} in the edition, by our count of the e-text’s verses.',
  /** The heading of our translation (in the Hindi edition, the Hindi one). */
  translation: 'Translation',
  /** A verse's note. Notes are English in every edition (docs/translation.md): another edition's heading says so. */
  note: 'Note',
  pagerLabel: 'Verses',
  allVerses: 'All verses',
  /** The pager's links: the verse each opens. */
  previousVerse: 'Previous: {locator}',
  nextVerse: 'Next: {locator}',
  /** Under the pager, where the verse held next is not the next verse of the text. */
  missingOne: 'Verse {first} is not on this site.',
  missingRun: 'Verses {first} to {last} are not on this site.',
  /** {level}: the chapter level's name ("chapter", "sarga"). */
  otherChapterBefore: 'The previous verse on this site, {locator}, is in another {level}.',
  otherChapterAfter: 'The next verse on this site, {locator}, is in another {level}.',
  /** A range page: the verses of the range it does not show. {list}: "3–11, 14". */
  rangeNotHeld: 'This site holds only some verses of this range. Not here: {list}.',
  /** A verse whose sentence runs past it; <v>…</v> links the verse it runs into. */
  sentenceBefore: 'The sentence begins in the verse before, <v>{ref}</v>.',
  sentenceBeforeNotHeld: 'The sentence begins in the verse before, {ref}, which this site does not hold.',
  sentenceBeforeUnnumbered: 'The sentence begins before this verse.',
  sentenceAfter: 'The sentence goes on in the next verse, <v>{ref}</v>.',
  sentenceAfterNotHeld: 'The sentence goes on in the next verse, {ref}, which this site does not hold.',
  /** A link from a verse to its chapter page, where it is marked. */
  readInChapter: 'Read it in {level} {chapter}, in order',

  /** A chapter's page: its title, "Mahābhārata, chapter 7.33". */
  chapterTitle: '{title}, {level} {chapter}',
  chapterMetaDescription:
    '{title}, {level} {chapter}: the verses this site holds, in order, in the original with our translation.',
  chapterWhole: {
    one: 'The whole {level}: {count} verse, in order.',
    other: 'The whole {level}: {count} verses, in order.',
  },
  chapterHeld: {
    one: 'This site holds {count} verse of this {level}, shown here in the edition’s order.',
    other: 'This site holds {count} verses of this {level}, shown here in the edition’s order.',
  },
  /** {list}: "1–11, 13"; {last}: the last verse shown. */
  chapterNotHeld: 'Not on this site: verses {list}, and any after {last}.',
  chapterNotHeldAfter: 'Verses after {last} are not on this site.',
  /** Where the chapter's length is known: {list} runs to its last verse. */
  chapterNotHeldOf: 'It has {length}; not on this site: verses {list}.',
  /** A mark on a verse that some page of the site cites (it links to the verse's own page). */
  citedMark: 'Cited on this site',
  chapterPagerLabel: 'Chapters',
  openVerse: 'Verse page',
  citedOn: 'Cited on',
  notCited: {
    one: 'No page of the site cites this verse yet.',
    other: 'No page of the site cites these verses yet.',
  },
  /** <link>: to the text's page. */
  credit:
    'The original follows the edition described on the <link>{shortTitle}</link> page. The translation and notes are {siteName}’s own.',
} satisfies MessageTree;
