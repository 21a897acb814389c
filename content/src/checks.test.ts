import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  checkCardFields,
  checkIds,
  checkImages,
  checkLinks,
  checkNamesAndGlosses,
  checkQuiz,
  checkSanskritPairs,
  checkVideos,
  checkWords,
  FORBIDDEN_WORD_LIST,
  runAllChecks,
  unreferencedImages,
} from './checks.ts';
import { generatedFiles } from './generated.ts';
import { imagesDir, loadCorpus, type Corpus } from './index.ts';
import { categorySourceSchema, factsSourceSchema, type CategorySource } from './schema.ts';

const real = loadCorpus();

function corpusWith(...categories: Partial<CategorySource>[]): Corpus {
  return {
    ...real,
    quiz: [],
    saptarishis: [],
    categories: categories.map((partial, i) =>
      categorySourceSchema.parse({
        id: `cat_${i}`,
        order: i,
        name: `Category ${i}`,
        imageurl: '/images/t/card.svg',
        image_alt: 'A card',
        intro: 'An intro.',
        sources: [{ text: 'agni_purana', ref: '248.1' }],
        ...partial,
      }),
    ),
  };
}

const item = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  imageurl: '/images/t/card.svg',
  image_alt: 'An item',
  sources: [{ text: 'agni_purana', ref: '248.1' }],
  ...extra,
});

describe('the real corpus', () => {
  it('passes every check, with its generated files counted as referenced', async () => {
    const generated = (await generatedFiles(real)).map((file) => `/images/${file.path}`);
    expect(runAllChecks(real, imagesDir, generated)).toEqual([]);
  });

  it('has at least three categories with items and at least 20 facts, each fact cited', () => {
    expect(real.categories.filter((c) => c.items.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(real.facts.length).toBeGreaterThanOrEqual(20);
    for (const fact of real.facts) expect(fact.sources.length).toBeGreaterThan(0);
  });
});

describe('content checks catch', () => {
  it('an id used twice for a listing, and duplicate item ids', () => {
    const corpus = corpusWith(
      { id: 'astras', items: [item('a'), item('a')] },
      { id: 'bows', items: [item('astras', { items: [item('x')] })] },
    );
    expect(checkIds(corpus)).toEqual([
      "astras: duplicate item id 'a'",
      "id 'astras' is used by category astras and item bows/astras: /documents/astras would be ambiguous",
    ]);
  });

  it('an id that collides with a fixed route', () => {
    expect(checkIds(corpusWith({ id: 'quiz' }))).toEqual([
      "id 'quiz' collides with the page /quiz",
      "id 'quiz' collides with the API path /documents/quiz",
    ]);
    expect(checkIds(corpusWith({ id: 'facts' }))).toEqual(["id 'facts' collides with the API path /documents/facts"]);
  });

  it('a missing image, a raster image and an unsafe SVG', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shastra-images-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 't'));
    writeFileSync(join(dir, 't', 'card.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    writeFileSync(join(dir, 't', 'evil.svg'), '<svg><script>alert(1)</script></svg>');
    writeFileSync(join(dir, 't', 'photo.png'), 'png');
    const corpus = corpusWith({ items: [item('a', { imageurl: '/images/t/missing.svg' })] });
    expect(checkImages(corpus, dir)).toEqual([
      'categories[0].items[0].imageurl: /images/t/missing.svg does not exist',
      'images/t/evil.svg: scripts, event handlers, external references or raster data are not allowed',
      'images/t/photo.png: only SVG illustrations are allowed',
    ]);
    expect(unreferencedImages(corpus, dir)).toEqual([
      '/images/t/evil.svg is not referenced by any content',
      '/images/t/photo.png is not referenced by any content',
    ]);
  });

  it('a video file, captions or poster that is missing, and a file in content/videos that is not a video', () => {
    const videos = mkdtempSync(join(tmpdir(), 'shastra-videos-'));
    const images = mkdtempSync(join(tmpdir(), 'shastra-images-'));
    onTestFinished(() => {
      rmSync(videos, { recursive: true, force: true });
      rmSync(images, { recursive: true, force: true });
    });
    writeFileSync(join(videos, 'draw.mp4'), 'mp4');
    writeFileSync(join(videos, 'notes.txt'), 'text');
    const credit = { archer: 'A', url: 'https://example.org', licence: 'CC BY 4.0' };
    const file = { width: 640, height: 360 };
    const corpus = corpusWith({
      video: { title: 'present', credit, file: { ...file, src: '/videos/draw.mp4' } },
      items: [
        item('a', {
          video: {
            title: 'missing',
            credit,
            file: { ...file, src: '/videos/gone.webm', captions: '/videos/gone.vtt', poster: '/images/gone.svg' },
          },
        }),
      ],
    });
    expect(checkVideos(corpus, videos, images)).toEqual([
      'cat_0/a: video /videos/gone.webm does not exist in content/videos',
      'cat_0/a: captions /videos/gone.vtt do not exist in content/videos',
      'cat_0/a: poster /images/gone.svg does not exist in content/images',
      'videos/notes.txt: only .mp4, .webm and .vtt files',
    ]);
  });

  it('an internal link that leads nowhere', () => {
    const corpus = corpusWith({
      id: 'bows',
      items: [item('sarnga')],
      hyperlink: [
        { words: ['x'], link: '/bows/nope' },
        { words: ['y'], link: '/bows/sarnga' },
      ],
    });
    expect(checkLinks(corpus)).toEqual(['bows: hyperlink to /bows/nope leads nowhere']);
  });

  it('a detail card field left empty', () => {
    const corpus = corpusWith({
      id: 'astras',
      items_view: { layout: 'by_data', card_fields: ['used_for', 'deity', 'counter_by'] },
      items: [item('agneya', { used_for: 'Fire', deity: 'Agni' })],
    });
    expect(checkCardFields(corpus)).toEqual(["astras/agneya: missing 'counter_by' (shown on the detail card)"]);
  });

  it.each(FORBIDDEN_WORD_LIST)('the unfinished-text word "%s", in any case', (word) => {
    expect(checkWords(corpusWith({ intro: `An intro. ${word.toUpperCase()}: more.` }))).toEqual([
      `corpus.categories[0].intro: contains '${word.toUpperCase()}'`,
    ]);
  });
});

describe('Devanagari and IAST', () => {
  it('accept names that are the transliteration, with or without a final -a or extra words', () => {
    const corpus = corpusWith({
      items: [
        item('a', { name: 'Kṣurapra', sanskrit_name: 'क्षुरप्र' }),
        item('b', { name: 'Śārṅga Bow', sanskrit_name: 'शार्ङ्ग' }),
        item('c', { name: 'Arrow Heads', sanskrit_name: 'बाणाग्र' }),
        item('d', { name: 'Vyūh', sanskrit_name: 'व्यूह' }),
      ],
    });
    expect(checkSanskritPairs(corpus)).toEqual([]);
  });

  it('catch a name that disagrees with its Devanagari', () => {
    const corpus = corpusWith({ items: [item('a', { name: 'Kṣurapra', sanskrit_name: 'भल्ल' })] });
    expect(checkSanskritPairs(corpus)).toEqual(["cat_0/a: the name 'Kṣurapra' does not match भल्ल (bhalla)"]);
  });
});

describe('the one-name check', () => {
  it('passes a category named by its title-cased id, each card glossed', () => {
    const corpus = corpusWith({
      id: 'use_of_medicines_and_charms',
      name: 'Use Of Medicines And Charms',
      gloss: 'Old remedies, charms and rites of war',
      items: [item('a', { gloss: 'An a', items: [item('b', { gloss: 'A b' })] })],
    });
    expect(checkNamesAndGlosses(corpus)).toEqual([]);
  });

  it('catches a second name for a category, and a category, item or sub-item without a gloss', () => {
    const corpus = corpusWith({
      id: 'gunmushti',
      name: 'String Grips',
      items: [item('pataka', { items: [item('part')] })],
    });
    expect(checkNamesAndGlosses(corpus)).toEqual([
      "gunmushti: the name 'String Grips' must be 'Gunmushti' (its English meaning goes in 'gloss')",
      'gunmushti: no gloss (a few plain English words beside its name)',
      'gunmushti/pataka: no gloss (shown on its card)',
      'gunmushti/pataka/part: no gloss (shown on its card)',
    ]);
  });

  it('takes the name letter for letter: lowercase joining words are a second name', () => {
    const corpus = corpusWith({ id: 'rules_of_war', name: 'Rules of War', gloss: 'How a fair battle was fought' });
    expect(checkNamesAndGlosses(corpus)).toEqual([
      "rules_of_war: the name 'Rules of War' must be 'Rules Of War' (its English meaning goes in 'gloss')",
    ]);
  });
});

describe('quiz checks catch', () => {
  it('an answer the content does not contain, and a reference to a missing page', () => {
    const corpus = {
      ...corpusWith({ id: 'bows', intro: 'The Śārṅga is a horn bow.', items: [item('sarnga')] }),
      quiz: [
        {
          quiz_information: {
            question: 'Which bow?',
            answer: ['Sarnga', 'Gandiva'],
            sources: [],
            references: ['/bows/sarnga', '/bows/nope', 'https://example.org/x'],
            winners: [],
          },
        },
      ],
    };
    expect(checkQuiz(corpus)).toEqual([
      'quiz[0]: reference /bows/nope leads nowhere',
      "quiz[0]: the answer 'Gandiva' is not in the site's content",
    ]);
  });
});

describe('the schema rejects', () => {
  it('an item without a source', () => {
    const result = categorySourceSchema.safeParse({
      ...corpusWith({}).categories[0],
      items: [{ ...item('a'), sources: [] }],
    });
    expect(result.success).toBe(false);
  });

  it('a Sanskrit name that is not Devanagari, and an external image', () => {
    expect(
      categorySourceSchema.safeParse({ ...corpusWith({}).categories[0], sanskrit_name: 'Dhanurveda' }).success,
    ).toBe(false);
    expect(
      categorySourceSchema.safeParse({ ...corpusWith({}).categories[0], imageurl: 'https://example.org/a.svg' })
        .success,
    ).toBe(false);
  });
});

describe('runAllChecks, which the content build runs before it writes the artifact', () => {
  it('includes the citation and hymn checks', () => {
    const facts = factsSourceSchema.parse([
      { fact: 'A fact from a text nobody registered.', sources: [{ text: 'book_of_nowhere', ref: '1.2' }] },
    ]);
    expect(runAllChecks({ ...real, facts }, imagesDir, [])).toContain(
      '/: "book_of_nowhere" is not a registered text (add it to content/data/texts)',
    );
  });
});
