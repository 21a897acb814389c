import { useState } from 'react';

/**
 * Open/closed state that closes itself when `place` (the current path, say) changes: the state
 * remembers where it was opened, so no effect has to reset it after a navigation.
 */
export function useOpenUntilNavigation(place: string): [boolean, (open: boolean) => void] {
  const [openAt, setOpenAt] = useState<string | null>(null);
  return [openAt === place, (open) => setOpenAt(open ? place : null)];
}
