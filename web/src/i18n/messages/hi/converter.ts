import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

// The metric symbols are those of the Hindi content and Hindi newspapers (सेमी, मी, किमी, मिमी).
// Hindi has no such short form for the micrometre, so µm stays; the scale's description, read
// aloud, spells both out. An estimate's label has a comma in it ("मौर्य अंगुल, 1.763 सेमी"),
// hence the brackets around "{basis} के अनुसार".
export const converter: Translated<typeof en.converter> = {
  title: 'पुरानी इकाइयों को बदलकर देखें',
  ladderTitle: 'सीढ़ी, चरण-दर-चरण',
  convertTitle: 'कोई भी मात्रा बदलकर देखें',
  tableTitle: 'सभी इकाइयाँ एक नजर में',
  basesTitle: 'मीट्रिक लंबाइयाँ कहाँ से आती हैं',
  scaleTitle: 'यह कितना बड़ा है?',
  otherYojanas: 'दूसरे ग्रंथ, दूसरे योजन',
  source: 'स्रोत: {citations}।',
  quantity: '{count} {unit}',
  chainStepSpoken: ': {count} {unit};',
  chainStepSpokenLast: ': {count} {unit}।',
  chainCaption:
    'अर्थशास्त्र 2.20 की सीढ़ी। “×8” का अर्थ है कि पिछली इकाई के आठ मिलकर अगली इकाई बनाते हैं। जहाँ ग्रंथ किसी इकाई को इसके बजाय किसी दूसरी इकाई में गिनता है, वहाँ उस चरण में वह इकाई लिखी है, जैसे “= 84 अंगुल”।',
  tableCaption:
    'अर्थशास्त्र 2.20 की हर इकाई: अंगुलों और परमाणुओं में उसकी गिनती, और अंगुल के हर आधुनिक अनुमान से आज की इकाइयों में उसकी लंबाई।',
  columns: {
    unit: 'इकाई',
    definedAs: 'किससे बनी',
    angulas: 'अंगुल',
    paramanus: 'परमाणु',
  },
  alsoCalled: 'दूसरे नाम: {names}',
  form: {
    amount: 'मात्रा',
    unit: 'इकाई',
    basisLegend: 'अंगुल का आधुनिक अनुमान',
    typeNumber: 'लंबाई अंकों में लिखें, जैसे 2, 0.5 या 2,000।',
    summary: '<amount>{count} {unit}</amount> = {angulas} {baseUnit} ≈ {length}<basis> ({basis} के अनुसार)</basis>',
    summaryInBaseUnit: '<amount>{count} {unit}</amount> ≈ {length}<basis> ({basis} के अनुसार)</basis>',
  },
  lengths: {
    km: '{value} किमी',
    m: '{value} मी',
    cm: '{value} सेमी',
    mm: '{value} मिमी',
    um: '{value} µm',
  },
  scale: {
    title: 'पुरानी इकाइयाँ और जानी-पहचानी चीजें, दस-गुना पैमाने पर',
    description:
      'हर ग्रिड-रेखा अपने नीचे वाली रेखा से दस गुना लंबाई दिखाती है, सबसे नीचे 0.1 माइक्रोमीटर से सबसे ऊपर 100 किलोमीटर तक; लगभग 0.1 मिलीमीटर से नीचे का गहरे रंग वाला हिस्सा ऐसे कणों का है जो लेंस के बिना नहीं दिखते। अर्थशास्त्र 2.20 की इकाइयाँ ({basis} के अनुसार): {units}। जानी-पहचानी चीजें: {objects}।',
    unitsHeading: 'अर्थशास्त्र की इकाइयाँ',
    objectsHeading: 'जानी-पहचानी चीजें',
    objectDetail: '{length} {dimension}',
    caption:
      '{unitKey} अर्थशास्त्र की इकाइयाँ ({basis} के अनुसार)। {objectKey} जानी-पहचानी चीजें। हर ग्रिड-रेखा अपने नीचे वाली रेखा से दस गुना लंबाई दिखाती है; लगभग 0.1 मिमी से नीचे का गहरे रंग वाला हिस्सा ऐसे कणों का है जो लेंस के बिना नहीं दिखते।',
  },
};
