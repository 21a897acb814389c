import type { NextSteps as Steps } from '@shastra/content/schema';
import { Citation } from '../components/Citation.tsx';
import { Icon } from '../components/Icon.tsx';
import { fill } from '../i18n/format.ts';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { Island } from '../islands/Island.tsx';
import SaveButton, { SAVE_BUTTON_MESSAGES } from '../saved/SaveButton.island.tsx';
import { testIds } from '../testIds.ts';

/**
 * The end of an item page: the items related to it (what the texts say counters it or it counters,
 * the same deity, a verse both cite; the build finds them, content/src/related/nextSteps.ts), then
 * previous and next in its list; and Save, to keep the page on this device (web/src/saved).
 */
export function NextSteps({ steps, save }: { steps: Steps | undefined; save: { path: string; title: string } }) {
  const t = useMessages('item').nextSteps;
  const to = useLocalePath();
  const { previous, next, related = [] } = steps ?? {};
  return (
    <nav className="next-steps container" aria-labelledby="next-steps-title" data-testid={testIds.nextSteps}>
      <div className="next-steps__head">
        <h2 id="next-steps-title">{t.title}</h2>
        <Island
          name="SaveButton"
          component={SaveButton}
          props={{ path: to(save.path), title: save.title, kind: 'item', reading: true }}
          hydrate="idle"
          inline
          messages={SAVE_BUTTON_MESSAGES}
        />
      </div>
      {related.length > 0 && (
        <ul className="next-steps__related" data-testid={testIds.relatedLinks}>
          {related.map((link) => (
            <li key={link.path}>
              <a href={to(link.path)}>{link.name}</a>
              {link.category && <span className="next-steps__category"> ({link.category})</span>}
              <span className="next-steps__why">
                {link.kind === 'deity' ? fill(t.deity, { deity: link.deity ?? '' }) : t[link.kind]}
                {link.sources && link.sources.length > 0 && (
                  <>
                    {': '}
                    {link.sources.map((source, i) => (
                      <span key={`${source.text}|${source.ref}`}>
                        {i > 0 && '; '}
                        <Citation source={source} />
                      </span>
                    ))}
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(previous || next) && (
        <div className="next-steps__pager">
          {previous && (
            <a className="next-steps__page next-steps__page--previous" rel="prev" href={to(previous.path)}>
              <span className="next-steps__direction">
                <Icon name="chevronLeft" /> {t.previous}
              </span>
              <span className="next-steps__name">{previous.name}</span>
            </a>
          )}
          {next && (
            <a className="next-steps__page next-steps__page--next" rel="next" href={to(next.path)}>
              <span className="next-steps__direction">
                {t.next} <Icon name="chevronRight" />
              </span>
              <span className="next-steps__name">{next.name}</span>
            </a>
          )}
        </div>
      )}
    </nav>
  );
}
