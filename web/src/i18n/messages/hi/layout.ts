import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const layout: Translated<typeof en.layout> = {
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  loading: 'लोड हो रहा है…',
  nav: {
    main: 'मुख्य मेनू',
    footer: 'नीचे का मेनू',
    topBar: 'त्वरित लिंक और सेटिंग',
    dhanurveda: 'धनुर्वेद',
    aboutUs: 'हमारे बारे में',
    contactUs: 'संपर्क करें',
    feedback: 'प्रतिक्रिया',
    quiz: 'प्रश्नोत्तरी',
    saved: 'सहेजे गए',
    donate: 'दान करें',
    api: 'डेवलपरों के लिए API',
    noData: 'कोई जानकारी उपलब्ध नहीं',
  },
  drawer: {
    open: 'मेनू खोलें',
    title: 'मेनू',
    close: 'मेनू बंद करें',
  },
  facts: {
    didYouKnow: 'क्या आप जानते हैं?',
    previous: 'पिछला तथ्य',
    pause: 'तथ्यों का बदलना रोकें',
    next: 'अगला तथ्य',
  },
  donate: {
    title: '{name} को सहयोग दें',
    qrAlt: 'किसी UPI भुगतान ऐप से {name} को योगदान देने का QR कोड',
    scan: 'अपने फोन के किसी भी UPI ऐप से यह कोड स्कैन करें।',
    pay: 'UPI ऐप से भुगतान करें',
    upiId: 'UPI आईडी: <id>{upiId}</id>',
    done: 'ठीक है',
  },
  social: {
    instagram: 'इंस्टाग्राम पर {name}',
    x: 'X पर {name}',
    whatsapp: '{name} के व्हाट्सऐप ग्रुप से जुड़ें',
    getApp: 'ऐप पाएँ',
  },
  copyright: '© {year} {name}। सर्वाधिकार सुरक्षित।',
  prefs: {
    script: 'संस्कृत की लिपि',
    scriptBoth: 'देवनागरी + IAST',
    scriptDevanagari: 'देवनागरी',
    scriptIast: 'IAST (रोमन)',
    darkTheme: 'डार्क थीम',
  },
};
