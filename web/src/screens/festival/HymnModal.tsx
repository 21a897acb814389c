import { useState } from 'react';
import type { Hymn } from '@shastra/content/schema';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { fill, formatNumber } from '../../i18n/format.ts';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import { keepStopsWithWords } from '../../text.ts';

/**
 * The hymn modal (docs/architecture.md, "Festival pages"): one verse at a time with its meanings and attribution,
 * 'n / total', arrows disabled at the ends (no wrap); closes with ×, the backdrop or Escape, and
 * the browser keeps focus inside while it is open and returns it to the opener after.
 */
export function HymnModal({
  hymn,
  showTranslation,
  open,
  onClose,
}: {
  hymn: Hymn;
  /** Whether to show each verse's translation (`meaning_en`) under its meaning. */
  showTranslation: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMessages('festival');
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const verse = hymn.verses[index];
  const total = hymn.verses.length;
  if (!verse) return null;
  return (
    <Modal open={open} onClose={onClose} labelledBy="hymn-title" className="hymn" testId={testIds.hymnModal}>
      <button type="button" className="icon-button hymn__close" aria-label={t.close} onClick={onClose}>
        <Icon name="close" />
      </button>
      <h2 id="hymn-title">{hymn.title}</h2>
      <p className={verse.shlok_iast ? 'hymn__verse script-deva' : 'hymn__verse'} lang={hymn.language}>
        {keepStopsWithWords(verse.shlok)}
      </p>
      {verse.shlok_iast && (
        <p className="hymn__iast script-latn" lang={`${hymn.language}-Latn`}>
          {keepStopsWithWords(verse.shlok_iast)}
        </p>
      )}
      <p className="hymn__meaning" lang={hymn.meaning_language}>
        {verse.meaning}
      </p>
      {showTranslation && <p className="hymn__meaning-en">{verse.meaning_en}</p>}
      <p className="hymn__author">— {verse.author}</p>
      <div className="hymn__nav">
        <button
          type="button"
          className="icon-button"
          aria-label={t.previousVerse}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <Icon name="chevronLeft" />
        </button>
        <span className="hymn__count" aria-live="polite" data-testid={testIds.hymnCount}>
          {fill(t.hymnCount, { n: formatNumber(locale, index + 1), total: formatNumber(locale, total) })}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t.nextVerse}
          disabled={index === total - 1}
          onClick={() => setIndex(index + 1)}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </Modal>
  );
}
