import { SaveToggle, type SaveToggleProps } from './SaveToggle.tsx';

/** The strings the Save button reads. */
export const SAVE_BUTTON_MESSAGES = ['saved'] as const;

/** The Save button of an item, verse or chapter page, as an island of its own (./SaveToggle.tsx). */
export default function SaveButton(props: SaveToggleProps) {
  return <SaveToggle {...props} />;
}
