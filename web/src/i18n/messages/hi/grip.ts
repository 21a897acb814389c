import type { en } from '../en/index.ts';
import type { Translated } from '../shape.ts';

// The string is डोरी and a grip पकड़, as the Hindi content writes them; a step is a चरण throughout
// (the buttons, the list, what a screen reader hears).
export const grip: Translated<typeof en.grip> = {
  sectionTitle: 'पकड़ को चलते हुए देखें',
  steps: {
    takeTitle: 'डोरी थामें',
    takeText: 'डोरी खींचने वाला खुला हाथ बाण के खाँचे के ठीक नीचे डोरी तक आता है।',
    closeTitle: '{grip} पकड़ बनाएँ',
    closeText: 'उँगलियाँ मुड़कर {grip} पकड़ बनाती हैं।',
    drawTitle: 'खींचें',
    drawText: 'हाथ पकड़ बदले बिना डोरी और बाण को सीधे पीछे खींचता है, जब तक धनुष पूरा न तन जाए, और फिर वहीं रुका रहता है।',
    releaseTitle: 'छोड़ें',
    releaseText: 'उँगलियाँ खुलती हैं, डोरी अँगूठे से फिसलकर आगे उछलती है और बाण उड़ जाता है।',
  },
  caption: '{grip} पकड़: इसे हमने अँगूठे से डोरी खींचने की पकड़ के रूप में बनाया है; ग्रंथ को हम ऐसे ही समझते हैं।',
  controlsLabel: 'प्रदर्शन के बटन',
  previousStep: 'पिछला चरण',
  pause: 'रोकें',
  play: 'चलाएँ',
  nextStep: 'अगला चरण',
  replay: 'फिर से चलाएँ',
  choiceLegend: 'पकड़',
  stepsLabel: '{grip} पकड़, चरण-दर-चरण',
  stepItem: '<title>{title}।</title> {text}',
  stepAnnouncement: '{total} में से चरण {n}: {title}। {text}',
};
