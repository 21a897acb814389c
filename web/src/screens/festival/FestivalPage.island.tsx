import { Suspense, useState, type CSSProperties } from 'react';
import { FIXED_PAGES } from '@shastra/content/contract/pages';
import type { Festival, Hymn, Theme } from '@shastra/content/schema';
import { usePageVisible } from '../../hooks/usePageVisible.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { fill } from '../../i18n/format.ts';
import { useLocale, useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import { Fireworks, Lamps, Rangoli } from './Decorations.tsx';
import { DotCanvas } from './DotCanvas.tsx';
import { HymnModal } from './HymnModal.tsx';
import { LotusShower, useLotusShower } from './LotusShower.tsx';

export interface FestivalData {
  festival: Festival;
  themes: Theme[];
  hymn: Hymn;
}

export interface FestivalPageProps extends FestivalData {
  /** The site's name in the edition, the link home on a bare page (an island has no site settings). */
  siteName: string;
}

/** The theme's colours as CSS variables for the decorations. */
function themeStyle(theme: Theme): CSSProperties {
  const variables: Record<string, string> = {
    '--festival-bg': theme.background,
    '--lamp': theme.lamp_color,
    '--rangoli': theme.rangoli_color,
    '--rangoli-border': theme.rangoli_border,
  };
  theme.flame_colors.forEach((color, i) => (variables[`--flame-${i + 1}`] = color));
  theme.flame_glows.forEach((color, i) => (variables[`--glow-${i + 1}`] = color));
  theme.firework_colors.forEach((color, i) => (variables[`--fw-${i + 1}`] = color));
  return variables as CSSProperties;
}

/**
 * A festival decoration page: theme, lotus and hymn controls over an animated gradient, a glowing
 * dot grid, three lamps, four fireworks, a rangoli and the deity. Every animation stops while the
 * tab is hidden, and the page is still with reduced motion. The whole page is one island; its drawn
 * decorations sit in Suspense boundaries, which React hydrates after the page itself, each in a task
 * of its own, so hydrating the page is not one long task.
 */
export default function FestivalPage({ festival, themes, hymn, siteName }: FestivalPageProps) {
  const t = useMessages('festival');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { page, title, hymn_button: hymnButton, deity } = festival;
  const [themeIndex, setThemeIndex] = useState(0);
  const [hymnOpen, setHymnOpen] = useState(false);
  const visible = usePageVisible();
  const reduced = useReducedMotion();
  const { lotuses, bless } = useLotusShower();
  const theme = themes[themeIndex] ?? themes[0];
  if (!theme) return null;
  // Without the site's layout around it, the page's content is its main landmark itself.
  const bare = festival.layout === 'bare';
  const Content = bare ? 'main' : 'div';
  return (
    <div
      className={`festival festival--${page}`}
      style={themeStyle(theme)}
      data-theme={theme.name}
      data-paused={visible ? undefined : true}
      data-testid={testIds.festival}
    >
      <DotCanvas colors={theme.dot_colors} animate={!reduced} visible={visible} />
      <Suspense>
        <Fireworks />
      </Suspense>
      <Content className="festival__content">
        {bare && (
          <a className="festival__home" href={toLocale(FIXED_PAGES.home)}>
            {siteName}
          </a>
        )}
        <h1 className="festival__title">{title}</h1>
        <img className="festival__deity" src={deity.imageurl} alt={deity.image_alt} width="240" height="260" />
        <div className="festival__buttons">
          <button
            type="button"
            className="festival__button"
            onClick={() => setThemeIndex((themeIndex + 1) % themes.length)}
          >
            {fill(t.changeTheme, { theme: theme.label })}
          </button>
          <button type="button" className="festival__button" onClick={bless}>
            {t.lotusBlessing}
          </button>
          <button type="button" className="festival__button" onClick={() => setHymnOpen(true)}>
            {hymnButton}
          </button>
        </div>
        <Suspense>
          <Lamps />
          <Rangoli />
        </Suspense>
      </Content>
      <LotusShower lotuses={lotuses} />
      <HymnModal
        hymn={hymn}
        // Where the hymn's meaning is in the edition's own language, its translation (`meaning_en`,
        // translated like the rest of the edition) would say it a second time.
        showTranslation={hymn.meaning_language !== locale}
        open={hymnOpen}
        onClose={() => setHymnOpen(false)}
      />
    </div>
  );
}
