import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const search: Translated<typeof en.search> = {
  title: 'खोज',
  metaTitle: 'खोज: {query}',
  metaDescription:
    '{name} के हर पन्ने में खोजें: किसी भी वर्तनी में या देवनागरी में लिखे नाम, तथ्य, प्रश्नोत्तरी के प्रश्न और वे श्लोक जिनका यह साइट हवाला देती है।',
  fieldLabel: 'हर पन्ने और श्लोक में खोजें: किसी भी वर्तनी में नाम, देवनागरी, तथ्य और प्रश्नोत्तरी के प्रश्न',
  hint: 'कोई नाम किसी भी वर्तनी में लिखकर देखें (sharnga, Śārṅga या <sa>शार्ङ्ग</sa>), किसी ऋषि का नाम, या किसी तथ्य का कोई शब्द।',
  noResults: '“<q>{query}</q>” के लिए कुछ नहीं मिला। कोई दूसरी वर्तनी या कम शब्द आजमाएँ।',
  noPagesButVerses: {
    one: '“<q>{query}</q>” के लिए कोई पन्ना नहीं मिला, पर एक श्लोक में यह आता है।',
    other: '“<q>{query}</q>” के लिए कोई पन्ना नहीं मिला, पर {count} श्लोकों में यह आता है।',
  },
  results: { one: '“<q>{query}</q>” के लिए {count} परिणाम', other: '“<q>{query}</q>” के लिए {count} परिणाम' },
  resultsFirst: '“<q>{query}</q>” के पहले {limit} परिणाम',
  pagesAndVerses: '“<q>{query}</q>” के लिए {pages} और {verses}',
  pages: { one: '{count} पन्ना', other: '{count} पन्ने' },
  pagesFirst: 'पहले {limit} पन्ने',
  verses: { one: '{count} श्लोक', other: '{count} श्लोक' },
  versesFirst: 'पहले {count} श्लोक',
  versesTitle: 'श्लोक',
  versesError: 'अभी श्लोकों में खोज नहीं हो सकी। फिर से कोशिश करने के लिए “खोजें” दबाएँ।',
  site: {
    label: 'साइट में खोजें',
    placeholder: 'साइट में खोजें  /',
    suggestions: 'खोज के सुझाव',
    noMatches: 'अभी तक कुछ नहीं मिला। हर पन्ने में खोजने के लिए Enter दबाएँ।',
    loading: 'खोज लोड हो रही है…',
  },
  kinds: {
    category: 'विषय',
    sage: 'ऋषि',
    fact: 'तथ्य',
    quizQuestion: 'प्रश्नोत्तरी का प्रश्न',
    verse: 'श्लोक',
  },
};
