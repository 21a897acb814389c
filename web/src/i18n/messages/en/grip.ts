import type { MessageTree } from '../shape.ts';

/** The string-grip demonstration (views/grip). `{grip}` is the grip's name (content). */
export const grip = {
  sectionTitle: 'The grip in motion',
  /** The four steps: a title and what the step shows. */
  steps: {
    takeTitle: 'Take the string',
    takeText: "The open drawing hand comes to the string just below the arrow's notch.",
    closeTitle: 'Close into the {grip}',
    /** Only for a grip whose content does not say how it is held. */
    closeText: 'The fingers close into the {grip} grip.',
    drawTitle: 'Draw',
    drawText:
      'The hand pulls string and arrow straight back, the grip unchanged, until the bow is at full stretch, and holds.',
    releaseTitle: 'Release',
    releaseText: 'The fingers open, the string slips off the thumb and springs forward, and the arrow flies.',
  },
  caption: 'The {grip} grip, drawn by us as a thumb draw, our reading of the text.',
  controlsLabel: 'Demonstration controls',
  previousStep: 'Previous step',
  pause: 'Pause',
  play: 'Play',
  nextStep: 'Next step',
  replay: 'Replay',
  /** The legend of the choice of grip (on the category's page). */
  choiceLegend: 'Grip',
  stepsLabel: 'The {grip} grip, step by step',
  /** One step of the list; <title> is shown in bold. */
  stepItem: '<title>{title}.</title> {text}',
  /** Announced to screen readers when the step changes. */
  stepAnnouncement: 'Step {n} of {total}: {title}. {text}',
} satisfies MessageTree;
