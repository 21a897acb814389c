import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

export const errors: Translated<typeof en.errors> = {
  title: 'अचानक कोई गड़बड़ी हो गई!',
  goBack: 'आपने जो पन्ना माँगा, वह यहाँ नहीं है। <home>मुखपृष्ठ पर लौटें</home> या मेनू से कोई विषय चुनें।',
  notFound: {
    code: '404: पन्ना नहीं मिला',
    title: 'पन्ना नहीं मिला',
    text: 'इस पते पर कोई पन्ना नहीं है। आप जो ढूँढ़ रहे थे, उसे खोजें, या किसी भाग से शुरू करें।',
    searchLabel: '{name} में खोजें',
    searchPlaceholder: 'अस्त्र, अर्जुन, चक्रव्यूह…',
    dhanurveda: 'धनुर्वेद: अस्त्र-शस्त्र, धनुर्विद्या और युद्ध',
  },
};
