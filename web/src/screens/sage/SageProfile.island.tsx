import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { SaptarishiDocument, Source } from '@shastra/content/schema';
import { CitationList } from '../../components/Citation.tsx';
import { Icon } from '../../components/Icon.tsx';
import { fill, formatNumber } from '../../i18n/format.ts';
import { useLocale, useMessages } from '../../i18n/I18n.tsx';
import { testIds } from '../../testIds.ts';
import { Prose } from '../../components/Prose.tsx';

/** The strings the profile reads: its own and its citations' (components/Citation.tsx). */
export const SAGE_PROFILE_MESSAGES = ['sage', 'common'] as const;

/**
 * The tabs, each with its label's key in the strings and the name it has in the page's address
 * (`/saptarishi/atri#family`: the same in every edition).
 */
const TABS = [
  { key: 'basicInfo', label: 'tabBasicInfo', hash: '' },
  { key: 'family', label: 'tabFamily', hash: 'family' },
  { key: 'greatEvent', label: 'tabGreatEvent', hash: 'great-event' },
  { key: 'contribution', label: 'tabContribution', hash: 'contribution' },
  { key: 'lessons', label: 'tabLessons', hash: 'lessons' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The tab an address names, or the first. */
const tabOfHash = (hash: string): TabKey => TABS.find((t) => t.hash && `#${t.hash}` === hash)?.key ?? 'basicInfo';

/**
 * The open tab lives in the address, so a link or a bookmark opens the same tab; choosing a tab
 * replaces the address rather than adding a step, so Back still leaves the page.
 * The server's HTML shows the first tab; the address's tab opens once the island runs.
 */
function useTabInAddress(): [TabKey, (key: TabKey) => void] {
  const [tab, setTab] = useState<TabKey>('basicInfo');
  useEffect(() => {
    const follow = () => setTab(tabOfHash(location.hash));
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const choose = (key: TabKey) => {
    setTab(key);
    const hash = TABS.find((t) => t.key === key)?.hash ?? '';
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`);
  };
  return [tab, choose];
}

const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** A list of lines, or its empty message. */
function Lines({ lines, empty, ordered = false }: { lines: readonly string[]; empty: string; ordered?: boolean }) {
  if (lines.length === 0) return <p className="empty-line">{empty}</p>;
  const items = lines.map((line) => (
    <li key={line}>
      <Prose text={line} />
    </li>
  ));
  return ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function Paragraphs({ lines, empty }: { lines: readonly string[]; empty: string }) {
  if (lines.length === 0) return <p className="empty-line">{empty}</p>;
  return (
    <>
      {lines.map((line) => (
        <p key={line.slice(0, 48)}>
          <Prose text={line} />
        </p>
      ))}
    </>
  );
}

/** Citations, each opening its verse page where the site holds it, or 'No references available'. */
function ReferenceList({ sources }: { sources: readonly Source[] }) {
  const t = useMessages('sage');
  if (sources.length === 0) return <p className="empty-line">{t.noReferences}</p>;
  return <CitationList sources={sources} />;
}

function References({ references }: { references: readonly Source[] }) {
  const t = useMessages('sage');
  return (
    <div className="sage-references">
      <h4>{t.references}</h4>
      <ReferenceList sources={references} />
    </div>
  );
}

function BasicInfo({ sage }: { sage: SaptarishiDocument }) {
  const t = useMessages('sage');
  const info = sage.basic_info;
  return (
    <>
      <h2>{fill(t.whoWas, { name: sage.name })}</h2>
      <Paragraphs lines={info.who_was_that_saptarishi} empty={t.noInformation} />
      <h3>{t.meaningOfName}</h3>
      <Lines lines={info.meaning_of_rishi_name} empty={t.noInformation} />
      <h3>{t.characteristics}</h3>
      <Lines lines={info.characteristics} empty={t.noInformation} />
      <h3>{t.references}</h3>
      <ReferenceList sources={info.reference} />
    </>
  );
}

function Family({ sage }: { sage: SaptarishiDocument }) {
  const t = useMessages('sage');
  if (sage.family.length === 0) return <p className="empty-line">{t.noFamily}</p>;
  return (
    <ul className="sage-cards">
      {sage.family.map((member) => (
        <li className="sage-card" key={member.name}>
          <h3>{member.name}</h3>
          <Paragraphs lines={member.description} empty={t.noDescription} />
          <References references={member.reference} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Great events: a story selector, 'Part X of Y', dots, image, text and references. Next goes to
 * the next part, or to the first part of the next story; Previous the reverse; both are disabled
 * at the very first and last part. Choosing a story starts it at part 1. Each change fades in
 * over 300 ms; the left and right arrow keys do what the buttons do.
 */
function GreatEvents({ sage, active }: { sage: SaptarishiDocument; active: boolean }) {
  const t = useMessages('sage');
  const locale = useLocale();
  const stories = sage.great_event;
  const [position, setPosition] = useState({ story: 0, part: 0 });
  const selectId = useId();
  const flat = stories.flatMap((story, s) => story.part.map((_, p) => ({ story: s, part: p })));
  const at = flat.findIndex((entry) => entry.story === position.story && entry.part === position.part);
  // From the latest position, so quick key presses each count.
  const step = (delta: 1 | -1) =>
    setPosition((current) => {
      const i = flat.findIndex((entry) => entry.story === current.story && entry.part === current.part);
      return flat[i + delta] ?? current;
    });

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      // Inside the tab list the arrow keys move between tabs.
      if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'tab') return;
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (stories.length === 0) return <p className="empty-line">{t.noGreatEvents}</p>;
  const story = stories[position.story];
  const part = story?.part[position.part];
  if (!story || !part) return null;
  return (
    <div className="great-events">
      <label htmlFor={selectId} className="great-events__label">
        {t.story}
      </label>
      <select
        id={selectId}
        className="great-events__select"
        value={position.story}
        onChange={(event) => setPosition({ story: Number(event.target.value), part: 0 })}
      >
        {stories.map((s, i) => (
          <option key={s.story_name} value={i}>
            {s.story_name}
          </option>
        ))}
      </select>
      <h3>{story.story_name}</h3>
      <p className="great-events__count" aria-live="polite">
        {fill(t.partOf, {
          n: formatNumber(locale, position.part + 1),
          total: formatNumber(locale, story.part.length),
        })}
      </p>
      <div className="great-events__dots" role="group" aria-label={t.partsLabel}>
        {story.part.map((_, i) => (
          <button
            key={i}
            type="button"
            className="great-events__dot"
            aria-label={fill(t.part, { n: formatNumber(locale, i + 1) })}
            aria-current={i === position.part ? 'step' : undefined}
            onClick={() => setPosition({ story: position.story, part: i })}
          />
        ))}
      </div>
      <div key={`${position.story}-${position.part}`} className="great-events__part" data-testid={testIds.storyPart}>
        {part.imageurl && (
          <img
            src={part.imageurl}
            alt={part.image_alt ?? ''}
            width="320"
            height="240"
            className="great-events__image"
          />
        )}
        <Paragraphs lines={part.description} empty={t.noDescription} />
      </div>
      <div className="great-events__nav">
        <button type="button" className="button button--ghost" onClick={() => step(-1)} disabled={at <= 0}>
          <Icon name="chevronLeft" /> {t.previous}
        </button>
        <button type="button" className="button button--ghost" onClick={() => step(1)} disabled={at >= flat.length - 1}>
          {t.next} <Icon name="chevronRight" />
        </button>
      </div>
      <References references={story.reference} />
    </div>
  );
}

function Contributions({ sage }: { sage: SaptarishiDocument }) {
  const t = useMessages('sage');
  if (sage.contribution.length === 0) return <p className="empty-line">{t.noContributions}</p>;
  return (
    <ul className="sage-cards">
      {sage.contribution.map((item) => (
        <li className="sage-card" key={item.title}>
          <h3>
            <Prose text={item.title} />
          </h3>
          {item.imageurl && (
            <img src={item.imageurl} alt={item.image_alt ?? ''} width="320" height="240" loading="lazy" />
          )}
          <Paragraphs lines={item.description} empty={t.noDescription} />
          <References references={item.reference} />
        </li>
      ))}
    </ul>
  );
}

function Lessons({ sage }: { sage: SaptarishiDocument }) {
  const t = useMessages('sage');
  return (
    <>
      <h2>{t.lessonsTaught}</h2>
      {sage.lesson_taught.length === 0 ? (
        <p className="empty-line">{t.noLessons}</p>
      ) : (
        <ul className="sage-cards">
          {sage.lesson_taught.map((lesson, i) => (
            <li className="sage-card" key={i}>
              <Paragraphs lines={lesson.description} empty={t.noDescription} />
              <References references={lesson.reference} />
            </li>
          ))}
        </ul>
      )}
      <h2>{t.whatToLearn}</h2>
      <Lines lines={sage.what_should_we_learn_from_them} empty={t.noInsights} />
    </>
  );
}

/** An ARIA tab list: arrow keys, Home and End move between tabs; the selected tab is focusable. */
function Tabs({ active, onChange, idBase }: { active: TabKey; onChange: (key: TabKey) => void; idBase: string }) {
  const t = useMessages('sage');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const index = (to + TABS.length) % TABS.length;
    const tab = TABS[index];
    if (!tab) return;
    onChange(tab.key);
    refs.current[index]?.focus();
  };
  const current = TABS.findIndex((tab) => tab.key === active);
  return (
    <div role="tablist" aria-label={t.tabsLabel} className="sage-tabs" data-testid={testIds.sageTabs}>
      {TABS.map((tab, i) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[i] = element;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${tab.key}`}
          aria-selected={tab.key === active}
          aria-controls={`${idBase}-panel-${tab.key}`}
          tabIndex={tab.key === active ? 0 : -1}
          className="sage-tab"
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => {
            const keys: Record<string, number> = {
              ArrowRight: current + 1,
              ArrowLeft: current - 1,
              Home: 0,
              End: TABS.length - 1,
            };
            const to = keys[event.key];
            if (to === undefined) return;
            event.preventDefault();
            move(to);
          }}
        >
          {t[tab.label]}
        </button>
      ))}
    </div>
  );
}

/**
 * The sage's profile in five tabs (ARIA tabs: arrow keys, Home and End): Basic Info (first),
 * Family, Great Event, Contribution, Learning & Lessons; the open one is in the address. Every
 * panel is in the page's HTML; without a script they all show, one after the other (sage.css).
 */
export default function SageProfile({ sage }: { sage: SaptarishiDocument }) {
  const [tab, setTab] = useTabInAddress();
  const idBase = useId();
  const panels: Record<TabKey, ReactNode> = {
    basicInfo: <BasicInfo sage={sage} />,
    family: <Family sage={sage} />,
    greatEvent: <GreatEvents sage={sage} active={tab === 'greatEvent'} />,
    contribution: <Contributions sage={sage} />,
    lessons: <Lessons sage={sage} />,
  };
  return (
    <>
      <Tabs active={tab} onChange={setTab} idBase={idBase} />
      {TABS.map((t) => (
        <section
          key={t.key}
          role="tabpanel"
          id={`${idBase}-panel-${t.key}`}
          aria-labelledby={`${idBase}-tab-${t.key}`}
          hidden={t.key !== tab}
          className="sage-panel"
          tabIndex={0}
        >
          {panels[t.key]}
        </section>
      ))}
    </>
  );
}
