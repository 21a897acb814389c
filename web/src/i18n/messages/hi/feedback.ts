import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const feedback: Translated<typeof en.feedback> = {
  emailLabel: 'ईमेल',
  emailPlaceholder: 'you@example.com',
  messageLabel: 'संदेश',
  messagePlaceholder: 'कोई सुधार, कोई प्रश्न, या कोई ऐसा तथ्य जिसके बारे में आप चाहते हैं कि हम खोजबीन करें…',
  trapLabel: 'वेबसाइट',
  send: 'प्रतिक्रिया भेजें',
  sending: 'भेजा जा रहा है…',
  thanksTitle: 'धन्यवाद!',
  thanksText: 'आपकी प्रतिक्रिया हम तक पहुँच गई है। हम हर संदेश पढ़ते हैं और उससे शास्त्र को बेहतर बनाते हैं।',
  close: 'बंद करें',
  required: 'ईमेल और संदेश, दोनों जरूरी हैं।',
  fieldErrors: {
    email: 'अधिकतम {max} अक्षरों का सही ईमेल पता लिखें।',
    message: '1 से {max} अक्षरों तक का संदेश लिखें।',
  },
  offline: 'आप अभी इंटरनेट से नहीं जुड़े हैं, इसलिए आपका संदेश नहीं भेजा जा सका। संदेश अभी भी यहीं है: इंटरनेट से जुड़ने पर इसे फिर से भेजें।',
  unreachable: 'आपका संदेश नहीं भेजा जा सका: शास्त्र से संपर्क नहीं हो पाया। संदेश अभी भी यहीं है: थोड़ी देर में फिर कोशिश करें।',
  failed: 'फॉर्म भेजते समय कोई गड़बड़ी हुई।',
};
