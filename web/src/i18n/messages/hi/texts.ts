import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const texts: Translated<typeof en.texts> = {
  title: 'ग्रंथ',
  intro:
    '{siteName} का हर तथ्य उस ग्रंथ का नाम बताता है, जिससे वह लिया गया है। ये वही ग्रंथ हैं: हर ग्रंथ का वह छपा संस्करण जिसकी संख्याएँ हम अपनाते हैं, और यह कि हमने उसे कहाँ पढ़ा; और हर वह श्लोक जिसका हम हवाला देते हैं, मूल पाठ में, हमारे अपने हिंदी अनुवाद के साथ।',
  metaDescription:
    'वे ग्रंथ जिनका {siteName} हवाला देता है, धनुर्वेद-संहिता से महाभारत तक: हम किस संस्करण को अपनाते हैं, और हर वह श्लोक जिसका हम हवाला देते हैं, मूल पाठ में और हमारे अनुवाद के साथ।',
  groups: {
    veda: {
      name: 'वेद',
      about: 'सबसे पुरानी परत: सूक्त, यज्ञ-विधियाँ और उनकी व्याख्याएँ, और संस्कृत की पहली शब्द-सूचियाँ।',
    },
    epic: {
      name: 'महाकाव्य',
      about: 'दो महान कथाएँ, महाभारत और रामायण, जिनसे इस साइट के ज्यादातर युद्ध, अस्त्र और व्यूह आते हैं।',
    },
    purana: {
      name: 'पुराण',
      about: 'पुराने आख्यानों के बाद के संग्रह: सृष्टि, राजवंश और देवता, और कई विषयों की पुस्तिकाएँ।',
    },
    shastra: {
      name: 'शास्त्र और सूत्र',
      about: 'विद्याएँ और विधान: धनुर्विद्या, राजनीति, धर्मशास्त्र, चिकित्सा और गणित।',
    },
    later: {
      name: 'बाद की रचनाएँ',
      about: 'काव्य, एक इतिहास-ग्रंथ, दर्शन और एक भक्ति-गीत, जिनसे किसी एक बात के लिए हवाला लिया गया है।',
    },
    modern: { name: 'आधुनिक अध्ययन', about: 'हमारे समय की पुस्तकें और लेख, जिनका यह साइट हवाला देती है।' },
  },
  startReading: 'पढ़ना शुरू करें',
  listLine: '{author}। {line}',
  modernWork: 'एक आधुनिक रचना, जिसका यह साइट हवाला देती है।',
  noVersesYet: 'यह साइट इसका हवाला देती है; इसका कोई श्लोक अभी साइट पर नहीं है।',
  verseCount: { one: 'इस साइट पर {count} श्लोक।', other: 'इस साइट पर {count} श्लोक।' },

  textMetaDescription: '{title}: {covers}',
  author: 'लेखक',
  date: 'रचना-काल',
  covers: 'इसमें क्या है',
  siteDraws: 'यह साइट इससे क्या लेती है',
  editionsWeFollow: { one: 'हमारा आधार-संस्करण', other: 'हमारे आधार-संस्करण' },
  aboutEdition: 'इस संस्करण के बारे में',
  aboutEditionText: {
    one: 'हम ऊपर बताए गए छपे संस्करण से अनुवाद करते हैं। ये टिप्पणियाँ बताती हैं कि हमने ग्रंथ कहाँ पढ़ा, ताकि कोई भी हमारे काम को उससे मिलाकर जाँच सके।',
    other:
      'हम ऊपर बताए गए छपे संस्करणों से अनुवाद करते हैं। ये टिप्पणियाँ बताती हैं कि हमने ग्रंथ कहाँ पढ़ा, ताकि कोई भी हमारे काम को उससे मिलाकर जाँच सके।',
  },
  readAt: 'हमने ग्रंथ कहाँ पढ़ा',
  dateSource: 'रचना-काल का स्रोत',
  licence: 'मूल पाठ का लाइसेंस',
  citeScheme: 'किसी जगह का हवाला कैसे दिया जाता है',
  versesOnSite: 'इस साइट पर इसके श्लोक',
  noVerses: 'इस ग्रंथ का कोई श्लोक अभी हमारे पास नहीं है: इसके हवालों में इसका नाम तो आता है, पर वे किसी श्लोक तक नहीं ले जाते।',
  complete: {
    one: 'पूरा ग्रंथ यहाँ है: इसका {count} श्लोक, हमारे अनुवाद के साथ।',
    other: 'पूरा ग्रंथ यहाँ है: इसके सभी {count} श्लोक, हर एक हमारे अनुवाद के साथ।',
  },
  goToVerse: 'किसी श्लोक पर जाएँ',
  goToVerseHint: 'जैसे {example}',
  goToVerseButton: 'जाएँ',
  chapterHeading: '{level} {chapter}',
  // Hindi names of the levels, as the Hindi texts and the glossary write them (कांड, पर्व, खंड…);
  // "book" is भाग, which fits the Mahābhārata's parvans and the Arthaśāstra's adhikaraṇas alike.
  levels: {
    adhikarana: 'अधिकरण',
    adhyaya: 'अध्याय',
    amsa: 'अंश',
    anuvaka: 'अनुवाक',
    book: 'भाग',
    brahmana: 'ब्राह्मण',
    chapter: 'अध्याय',
    kanda: 'कांड',
    kandika: 'कंडिका',
    khanda: 'खंड',
    line: 'पंक्ति',
    mandala: 'मंडल',
    prakarana: 'प्रकरण',
    prapathaka: 'प्रपाठक',
    rc: 'ऋचा',
    sarga: 'सर्ग',
    section: 'खंड',
    skandha: 'स्कंध',
    sloka: 'श्लोक',
    stanza: 'पद',
    sthana: 'स्थान',
    sukta: 'सूक्त',
    sutra: 'सूत्र',
    taranga: 'तरंग',
    verse: 'श्लोक',
  },

  verseTitle: '{title} {label}',
  unnumbered: 'संस्करण में इस पर कोई संख्या नहीं छपी है।',
  printedAs: 'संस्करण में इसकी संख्या {printed} छपी है।',
  printedAsCounted: 'संस्करण में इसकी संख्या {printed} है; यह संख्या हमने डिजिटल प्रति के श्लोक गिनकर निकाली है।',
  // The translation on a Hindi page is the Hindi one.
  translation: 'हिंदी अनुवाद',
  // The note under it is English: its heading says so.
  note: 'टिप्पणी (अंग्रेजी में)',
  pagerLabel: 'श्लोक',
  allVerses: 'सभी श्लोक',
  previousVerse: 'पिछला: {locator}',
  nextVerse: 'अगला: {locator}',
  missingOne: 'श्लोक {first} इस साइट पर नहीं है।',
  missingRun: 'श्लोक {first} से {last} तक इस साइट पर नहीं हैं।',
  otherChapterBefore: 'इस साइट पर इससे पहले का श्लोक, {locator}, दूसरे {level} में है।',
  otherChapterAfter: 'इस साइट पर इसके बाद का श्लोक, {locator}, दूसरे {level} में है।',
  rangeNotHeld: 'इस श्लोक-समूह के कुछ ही श्लोक इस साइट पर हैं। ये यहाँ नहीं हैं: {list}।',
  sentenceBefore: 'यह वाक्य पिछले श्लोक, <v>{ref}</v>, से शुरू होता है।',
  sentenceBeforeNotHeld: 'यह वाक्य पिछले श्लोक, {ref}, से शुरू होता है, जो इस साइट पर नहीं है।',
  sentenceBeforeUnnumbered: 'यह वाक्य इस श्लोक से पहले शुरू होता है।',
  sentenceAfter: 'यह वाक्य अगले श्लोक, <v>{ref}</v>, में आगे चलता है।',
  sentenceAfterNotHeld: 'यह वाक्य अगले श्लोक, {ref}, में आगे चलता है, जो इस साइट पर नहीं है।',
  readInChapter: '{level} {chapter} में इसे क्रम से पढ़ें',

  chapterTitle: '{title}, {level} {chapter}',
  chapterMetaDescription: '{title}, {level} {chapter}: इस साइट पर मौजूद इसके श्लोक, क्रम से, मूल पाठ में और हमारे अनुवाद के साथ।',
  chapterWhole: { one: 'पूरा {level}: {count} श्लोक, क्रम से।', other: 'पूरा {level}: {count} श्लोक, क्रम से।' },
  chapterHeld: {
    one: 'इस {level} का {count} श्लोक इस साइट पर है, यहाँ संस्करण के क्रम में।',
    other: 'इस {level} के {count} श्लोक इस साइट पर हैं, यहाँ संस्करण के क्रम में।',
  },
  chapterNotHeld: 'ये श्लोक इस साइट पर नहीं हैं: {list}, और {last} के बाद के सभी।',
  chapterNotHeldAfter: '{last} के बाद के श्लोक इस साइट पर नहीं हैं।',
  chapterNotHeldOf: 'इसमें {length} श्लोक हैं; ये इस साइट पर नहीं हैं: {list}।',
  citedMark: 'इस साइट पर हवाला',
  chapterPagerLabel: 'अध्याय',
  openVerse: 'श्लोक का पन्ना',
  citedOn: 'इन पन्नों पर हवाला',
  notCited: {
    one: 'साइट का कोई भी पन्ना अभी इस श्लोक का हवाला नहीं देता।',
    other: 'साइट का कोई भी पन्ना अभी इन श्लोकों का हवाला नहीं देता।',
  },
  credit:
    'मूल पाठ उस संस्करण के अनुसार है, जिसका ब्योरा <link>{shortTitle}</link> के पन्ने पर है। अनुवाद और टिप्पणियाँ {siteName} की अपनी हैं।',
};
