import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const quiz: Translated<typeof en.quiz> = {
  title: 'प्रश्नोत्तरी चुनौती',
  breadcrumb: 'प्रश्नोत्तरी',
  metaDescription: 'पुराने ग्रंथों में आए धनुषों, बाणों, व्यूहों और ऋषियों के बारे में अपना ज्ञान परखें।',
  ldAbout: 'पुराने संस्कृत ग्रंथों में धनुर्वेद, दिव्य अस्त्र, युद्ध के व्यूह और सप्तर्षि',
  error: 'प्रश्नोत्तरी का डेटा लाने में गड़बड़ी हुई',
  empty: 'प्रश्नोत्तरी का कोई प्रश्न उपलब्ध नहीं',
  count: '{total} में से प्रश्न {n}',
  winners: 'विजेता',
  noWinners: 'अभी कोई विजेता नहीं है: यहाँ अपना नाम देखने के लिए हमारे सोशल मीडिया पन्नों पर उत्तर दें।',
  reveal: 'उत्तर दिखाएँ',
  hide: 'उत्तर छिपाएँ',
  answerLabel: 'उत्तर:',
  sources: 'स्रोत',
  references: 'संदर्भ',
  previous: 'पिछला',
  next: 'अगला',
};
