import { useEffect, type RefObject } from 'react';

/**
 * What a visitor typed into a field before its island hydrated (on a slow phone, seconds after the
 * page showed) is in the field but not in React's state: React hydrates a controlled field without
 * reading it, so the grid stayed unfiltered until the next key. Once mounted, the field's text is
 * handed to `onTyped` as if it had just been typed, when it differs from what the server rendered.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, onTyped: (value: string) => void) {
  useEffect(() => {
    const input = field.current;
    if (input && input.value !== input.defaultValue) onTyped(input.value);
    // Once, on mount: everything typed later goes through the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
