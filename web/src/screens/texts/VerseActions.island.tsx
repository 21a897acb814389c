import { useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/I18n.tsx';
import { SaveToggle } from '../../saved/SaveToggle.tsx';
import { currentVerseSize, setVerseSize, subscribePreferences, VERSE_SIZES } from '../../preferences/preferences.ts';

export interface VerseActionsProps {
  /** "Mahābhārata 7.33.12". */
  reference: string;
  url: string;
  /** The first line of our translation, for the share sheet. */
  summary: string;
  /** The page's path in its edition: what Save keeps. */
  path: string;
}

/**
 * The page's verses as text, read from the page itself (no second copy of them travels in the
 * island's props): each original in the script the visitor reads (the script switch's choice on
 * <html>), then its translation.
 */
function versesOnPage(): string[] {
  const script = document.documentElement.getAttribute('data-script');
  return [...document.querySelectorAll('.verse__entry')].map((entry) => {
    const deva = entry.querySelector('.verse__sa')?.textContent ?? '';
    const iast = entry.querySelector('.verse__iast')?.textContent ?? '';
    const original = script === 'devanagari' ? deva : script === 'iast' ? iast : `${deva}\n${iast}`;
    const translation = [...entry.querySelectorAll('.verse__translation > :not(.verse__label)')]
      .map((part) => part.textContent ?? '')
      .join('\n');
    return `${original}\n${translation}`;
  });
}

/**
 * Copy the verse (original in the visitor's script, translation, reference and address), share it
 * (the device's share sheet, else its link copied), and the size of the original, kept as a
 * preference that prefs.js applies before the first paint (data-verse-size on <html>); and Save, which
 * keeps the page on this device (web/src/saved).
 */
export default function VerseActions({ reference, url, summary, path }: VerseActionsProps) {
  const t = useMessages('verseTools');
  const [status, setStatus] = useState('');
  // The saved size is only known in the browser; the server's HTML shows the default.
  const size = useSyncExternalStore(subscribePreferences, currentVerseSize, () => 'normal' as const);

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  const copyVerse = () => copy([...versesOnPage(), `— ${reference}, ${url}`].join('\n\n'), t.copied);
  const share = async () => {
    if (typeof navigator.share !== 'function') return copy(url, t.linkCopied);
    try {
      await navigator.share({ title: reference, text: summary, url });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };

  return (
    <div className="verse-tools__actions">
      <div className="verse-tools__buttons">
        <button type="button" className="button" onClick={() => void copyVerse()}>
          {t.copy}
        </button>
        <button type="button" className="button" onClick={() => void share()}>
          {t.share}
        </button>
        <SaveToggle path={path} title={reference} kind="verse" reading />
      </div>
      <fieldset className="verse-tools__size">
        <legend>{t.size}</legend>
        {VERSE_SIZES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="verse-size"
              value={option}
              checked={size === option}
              onChange={() => setVerseSize(option)}
            />
            {t.sizes[option]}
          </label>
        ))}
      </fieldset>
      <p className="verse-tools__status" role="status">
        {status}
      </p>
    </div>
  );
}
