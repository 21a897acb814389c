import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../index.ts';
import { isStopWord, searchKey, searchWords, tokenize } from './searchKey.ts';

/** Spellings of one word that must share a key: IAST, simplified, English, Devanagari. All from the corpus. */
const SAME_WORD: string[][] = [
  ['Śārṅga', 'sarnga', 'sharnga', 'SHARNGA', 'शार्ङ्ग'],
  ['kṣurapra', 'ksurapra', 'kshurapra', 'क्षुरप्र'],
  ['saptarṣi', 'saptarishi', 'saptarshi', 'सप्तर्षि'],
  ['brahmāstra', 'brahmastra', 'brahmaastra', 'ब्रह्मास्त्र'],
  ['vyūha', 'vyuha', 'vyooha', 'व्यूह'],
  ['cakra', 'chakra', 'चक्र'],
  ['Vasiṣṭha', 'Vasishtha', 'Vashishtha', 'Vasistha', 'वसिष्ठ'],
  ['Dhanurveda', 'dhanurveda', 'धनुर्वेद'],
  ['Arjuna', 'arjuna', 'अर्जुन'],
  ['Kṛṣṇa', 'Krishna', 'Krsna', 'कृष्ण'],
  ['Viśvāmitra', 'Vishwamitra', 'Vishvamitra', 'विश्वामित्र'],
  ['nārāca', 'naracha', 'naraca', 'नाराच'],
  ['Pāśupata', 'pashupata', 'पाशुपत'],
  ['aṅgula', 'angula', 'अङ्गुल'],
  ['Gopuccha', 'gopuchha', 'gopuchchha', 'गोपुच्छ'],
  ['Sūcīmukha', 'suchimukha', 'soochimukha', 'सूचीमुख'],
  ['Ārāmukha', 'aramukha', 'आरामुख'],
  ['Ardhacandra', 'ardhachandra', 'अर्धचन्द्र'],
  ['Krauñca', 'krauncha', 'क्रौञ्च'],
  ['Śṛṅgāṭaka', 'shringataka', 'शृङ्गाटक'],
  ['Nārāyaṇāstra', 'narayanastra', 'नारायणास्त्र'],
  ['Viṣṇucakra', 'vishnuchakra', 'विष्णुचक्र'],
  ['Kālapāśa', 'kalapasha', 'कालपाश'],
  ['Nārasiṃha', 'narasimha', 'नारसिंह'],
  ['Siṃhakarṇa', 'simhakarna', 'सिंहकर्ण'],
  ['Vajramuṣṭi', 'vajramushti', 'वज्रमुष्टि'],
  ['Kākatuṇḍa', 'kakatunda', 'काकतुण्ड'],
  ['Adhaḥ', 'adhah', 'adha', 'अधः'],
  ['Ūrdhva', 'urdhva', 'oordhva', 'ऊर्ध्व'],
  ['Kaiśika', 'kaishika', 'कैशिक'],
  ['Dṛḍha', 'dridha', 'दृढ'],
  ['Pratyālīḍha', 'pratyalidha', 'प्रत्यालीढ'],
  ['Śataghnī', 'sataghni', 'shataghni', 'शतघ्नी'],
  ['Akṣauhiṇī', 'akshauhini', 'axauhini', 'अक्षौहिणी'],
  ['Caturaṅga', 'chaturanga', 'चतुरङ्ग'],
  ['Mahābhārata', 'mahabharata', 'Mahaabhaarata', 'महाभारत'],
  ['Rāmāyaṇa', 'ramayana', 'रामायण'],
  ['Ṛgveda', 'Rigveda', 'ऋग्वेद'],
  ['Arthaśāstra', 'arthashastra', 'अर्थशास्त्र'],
  ['Bharadvāja', 'Bharadwaja', 'भरद्वाज'],
  ['Kaśyapa', 'Kashyapa', 'कश्यप'],
  ['ṛṣi', 'rishi', 'ऋषि'],
  ['Saṃhitā', 'samhita', 'संहिता'],
  ['Śiva', 'Shiva', 'शिव'],
  ['Napuṃsaka', 'napumsaka', 'नपुंसक'],
  ['Lakṣya', 'lakshya', 'लक्ष्य'],
  ['Śrī', 'Shri', 'Shree', 'श्री'],
  ['Pumān', 'puman', 'पुमान्'],
  ['Kurukṣetra', 'Kurukshetra', 'कुरुक्षेत्र'],
  ['Bhīṣma', 'Bhishma', 'Bheeshma', 'भीष्म'],
  ['Gomūtrikā', 'gomutrika', 'गोमूत्रिका'],
  ['Brahmaśiras', 'brahmashiras', 'ब्रह्मशिरस्'],
];

/** Different words that must keep different keys. */
const DIFFERENT_WORDS: Array<[string, string]> = [
  // Doubled consonants are kept: bhalla (an arrowhead) is not bala (strength).
  ['bhalla', 'bala'],
  ['cakra', 'śakra'],
  ['Kṛṣṇa', 'Karṇa'],
  ['Arjuna', 'Aruṇa'],
  ['ṛṣi', 'rāśi'],
  ['kṣura', 'sura'],
  ['nārāca', 'nālīka'],
  ['Vasiṣṭha', 'Viśiṣṭa'],
  ['dhanus', 'tanus'],
  ['Bhauma', 'Bhīma'],
  // A final a is part of the key (the search, not the key, forgives a dropped one: angul, arjun).
  ['aṅgula', 'angul'],
  // ṃ written n is one typo for the search, not the same key (see the comment in fold()).
  ['Nārasiṃha', 'narasinha'],
  // Hindi-style bramh- stays a transposition of brahm- (one typo).
  ['brahmāstra', 'bramhastra'],
];

describe('searchKey', () => {
  it.each(SAME_WORD.map((group) => [group.join(' = '), group]))('%s', (_name, group) => {
    const keys = new Set(group.map(searchKey));
    expect(keys.size, `${group.join(', ')} → ${[...keys].join(', ')}`).toBe(1);
  });

  it('has at least 40 spelling groups', () => {
    expect(SAME_WORD.length).toBeGreaterThanOrEqual(40);
  });

  it.each(DIFFERENT_WORDS)('%s ≠ %s', (one, other) => {
    expect(searchKey(one)).not.toBe(searchKey(other));
  });

  it('gives readable keys', () => {
    expect(searchKey('Śārṅga')).toBe('sarnga');
    expect(searchKey('kṣurapra')).toBe('ksurapra');
    expect(searchKey('saptarṣi')).toBe('saptarsi');
    expect(searchKey('Vasiṣṭha')).toBe('vasista');
  });

  it('joins the keys of several words with spaces and ignores punctuation', () => {
    expect(searchKey('Śārṅga Bow')).toBe('sarnga bov');
    expect(searchKey('  Citra-duṣkara! ')).toBe('citra duskara');
    expect(searchKey('“Śārṅga”, शार्ङ्ग।')).toBe('sarnga sarnga');
    expect(searchKey('')).toBe('');
    expect(searchKey('—?!')).toBe('');
  });

  it('reads decomposed (NFD) input like composed', () => {
    expect(searchKey('Śārṅga'.normalize('NFD'))).toBe('sarnga');
  });

  it('folds the romanised id of every item and sage like its name or Sanskrit name', () => {
    const corpus = loadCorpus();
    const flat = (text: string) => searchKey(text).replace(/ /g, '');
    const named: Array<{ id: string; name: string; sanskrit?: string | undefined }> = [];
    for (const category of corpus.categories) {
      named.push({ id: category.id, name: category.name, sanskrit: category.sanskrit_name });
      for (const item of category.items) {
        named.push({ id: item.id, name: item.name, sanskrit: item.sanskrit_name });
        for (const sub of item.items ?? []) named.push({ id: sub.id, name: sub.name, sanskrit: sub.sanskrit_name });
      }
    }
    for (const sage of corpus.saptarishis) named.push({ id: sage.key, name: sage.name, sanskrit: sage.sanskrit_name });
    // Ids that are not a romanisation of the name: English abbreviations, and two that spell the
    // name differently (gunmushti for guṇamuṣṭi, sataghani for śataghnī).
    const unlike = new Set(['gunmushti', 'naracha_nalika_sataghani']);
    const checked = named.filter(({ id }) => !unlike.has(id) && !id.startsWith('mrp_'));
    expect(checked.length).toBeGreaterThan(120);
    const misfolded = checked.filter(({ id, name, sanskrit }) => {
      const key = flat(id.replace(/_/g, ' '));
      return key !== flat(name) && (sanskrit === undefined || key !== flat(sanskrit));
    });
    expect(misfolded).toEqual([]);
  });
});

describe('searchWords', () => {
  it('splits a text into word keys, Devanagari included', () => {
    expect(searchWords('Vasiṣṭha’s Dhanurveda (धनुर्वेद), vv. 30–63')).toEqual([
      'vasista',
      's',
      'danurveda',
      'danurveda',
      'vv',
      '30',
      '63',
    ]);
  });
});

describe('tokenize', () => {
  it('maps every key letter back to the original text', () => {
    const text = 'the Śārṅga bow';
    const [, sarnga] = tokenize(text);
    expect(sarnga).toMatchObject({ key: 'sarnga', start: 4, end: 10 });
    // A prefix of the key covers a prefix of the word as written: "sar" is "Śār".
    expect(text.slice(sarnga?.start, sarnga?.ends[2])).toBe('Śār');
  });

  it('gives dropped letters (aspiration, visarga) to the letter before', () => {
    const [token] = tokenize('Vashishtha');
    expect(token?.key).toBe('vasista');
    // v a s(h) i s(h) t(h) a
    expect(token?.ends).toEqual([1, 2, 4, 5, 7, 9, 10]);
    expect(tokenize('adhaḥ')[0]?.ends).toEqual([1, 3, 5]);
  });

  it('maps Devanagari keys back to whole conjuncts', () => {
    const text = 'धनुः शार्ङ्ग';
    const token = tokenize(text)[1];
    expect(token?.key).toBe('sarnga');
    expect(text.slice(token?.start, token?.ends[2])).toBe('शार्');
    expect(text.slice(token?.start, token?.ends[5])).toBe('शार्ङ्ग');
  });

  it('leaves out words without letters', () => {
    expect(tokenize('… — ‘ ’ ।')).toEqual([]);
  });
});

describe('isStopWord', () => {
  it('knows English function words, whatever their case, and not Sanskrit words', () => {
    expect(isStopWord('The')).toBe(true);
    expect(isStopWord('of')).toBe(true);
    expect(isStopWord('tat')).toBe(false);
    expect(isStopWord('bow')).toBe(false);
  });
});
