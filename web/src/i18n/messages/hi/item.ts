import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const item: Translated<typeof en.item> = {
  pageTitle: '{item} ({category})',
  name: 'नाम',
  cardLabels: {
    used_for: 'उपयोग',
    deity: 'देवता',
    // The astra that counters this one: "इस अस्त्र की काट".
    counter_by: 'काट',
    application: 'प्रयोग',
    sanskrit_name: 'संस्कृत नाम',
    shape: 'आकार',
    position: 'स्थिति',
    use: 'उपयोग',
    holding: 'पकड़',
    aiming: 'निशाना',
    pose: 'मुद्रा',
    info: 'जानकारी',
    when_to_use: 'कब उपयोग करें',
    structure: 'बनावट',
  },
  noDetails: 'इसके बारे में कोई जानकारी उपलब्ध नहीं',
  explanation: 'व्याख्या',
  rules: 'नियम',
  measurements: 'माप',
  learnMore: 'और जानें: <link>{host}</link>',
  contributedBy: 'शोध में योगदान: <names></names>',
  nameSeparator: ', ',
  materials: 'सामग्री',
  sections: {
    connecting_feathers_to_arrow: 'बाण में पंख लगाना',
    use: 'उपयोग',
    things_to_avoid: 'किन बातों से बचें',
    bows_considered_auspicious: 'शुभ माने जाने वाले धनुष',
    bows_that_are_prohibited: 'वर्जित धनुष',
    process: 'विधि',
  },
  nextSteps: {
    title: 'आगे क्या पढ़ें',
    counters: 'जिसका उत्तर यह है',
    countered_by: 'जो इसका उत्तर है',
    deity: 'यह भी {deity} का',
    verse: 'यह भी उद्धृत करता है',
    previous: 'पिछला',
    next: 'अगला',
  },
};
