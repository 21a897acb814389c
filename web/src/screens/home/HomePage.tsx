import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import SearchableGrid from '../../components/SearchableGrid.island.tsx';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { fill } from '../../i18n/format.ts';
import { RichText } from '../../i18n/RichText.tsx';
import { Island } from '../../islands/Island.tsx';
import { useSections } from '../../layout/sections.ts';
import { useSite } from '../../siteConfig.ts';
import { testIds } from '../../testIds.ts';
import ContinueReading, { CONTINUE_READING_MESSAGES } from '../../saved/ContinueReading.island.tsx';
import FeedbackForm from './FeedbackForm.island.tsx';

export interface HomeData {
  categories: InfoEntry[];
}

/**
 * The home page: the festival banner, the intro (with "continue reading" for a returning visitor,
 * web/src/saved), the DHANURVEDA title whose bows slide in as it
 * scrolls into view (CSS, home.css), the searchable grid of categories, the other sections of the
 * site (sages, texts, quiz, festivals), About Us, Contact Us and the feedback form.
 */
export function HomePage({ data }: { data: HomeData }) {
  const sections = useSections();
  const site = useSite();
  const t = useMessages('home');
  const to = useLocalePath();
  return (
    <>
      <a className="festival-banner" href={to(FIXED_PAGES.devi)} target="_blank" rel="noopener noreferrer">
        <span className="festival-banner__lamp" aria-hidden="true" />
        <span>{site.festival_banner}</span>
      </a>

      <section className="intro" id="welcome" aria-labelledby="welcome-title">
        <img className="intro__art" src="/images/site/hero.svg" alt="" width="1200" height="420" fetchPriority="high" />
        <div className="intro__content container">
          <Island
            name="ContinueReading"
            component={ContinueReading}
            props={{}}
            hydrate="load"
            messages={CONTINUE_READING_MESSAGES}
          />
          <p className="intro__eyebrow">{site.tagline}</p>
          <h1 id="welcome-title">{site.intro.title}</h1>
          {site.intro.text.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <a className="button button--primary" href="#dhanurveda">
            {t.exploreDhanurveda}
          </a>
        </div>
      </section>

      <section className="dhanurveda container" id="dhanurveda" aria-labelledby="dhanurveda-title">
        <div className="dhanurveda__title">
          <img
            className="dhanurveda__bow dhanurveda__bow--left"
            src="/images/site/bow.svg"
            alt=""
            width="120"
            height="320"
          />
          <div>
            <h2 id="dhanurveda-title">{t.dhanurvedaTitle}</h2>
            {/* In IAST only: the one Devanagari word here would cost the English home page a 31 KB font. */}
            <p className="dhanurveda__subtitle">
              <RichText template={t.dhanurvedaSubtitle} tags={{ term: (text) => <i lang="sa-Latn">{text}</i> }} />
            </p>
          </div>
          <img
            className="dhanurveda__bow dhanurveda__bow--right"
            src="/images/site/bow.svg"
            alt=""
            width="120"
            height="320"
          />
        </div>
        <div className="dhanurveda__topics" data-testid={testIds.categoryGrid}>
          <Island
            name="SearchableGrid"
            component={SearchableGrid}
            hydrate="idle"
            props={{
              cards: data.categories.map((category) => ({
                id: category.id,
                name: category.name,
                gloss: category.gloss,
                aliases: category.aliases,
                href: to(pagePath.category(category.id)),
                imageurl: category.imageurl,
                image_alt: category.image_alt,
              })),
              label: t.topicsSearchLabel,
              placeholder: t.topicsSearchPlaceholder,
              suggest: false,
              cardTestId: testIds.categoryCard,
              emptyText: t.topicsNoMatch,
            }}
            messages={['common']}
          />
        </div>
      </section>

      <section className="explore container" id="explore" aria-labelledby="explore-title">
        <h2 id="explore-title" className="section-title">
          {t.moreToExplore}
        </h2>
        <ul className="card-grid explore__grid" data-testid={testIds.exploreGrid}>
          {sections.map((section) => (
            <li key={section.page}>
              <a href={to(section.href)} className="card explore__card">
                <img
                  src={section.imageurl}
                  alt={section.image_alt}
                  width="320"
                  height="240"
                  loading="lazy"
                  decoding="async"
                />
                <span className="card__name">{section.title}</span>
                <span className="explore__text">{section.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="about" id="aboutus" aria-labelledby="about-title">
        <div className="container">
          <h2 id="about-title" className="section-title">
            {t.aboutUs}
          </h2>
          <div className="about__grid">
            <article className="panel">
              <img src="/images/site/about.svg" alt="" width="320" height="240" loading="lazy" />
              <h3>{t.aboutUs}</h3>
              <p>{site.about.about_us}</p>
            </article>
            <article className="panel">
              <img src="/images/site/feedback.svg" alt="" width="320" height="240" loading="lazy" />
              <h3>{t.ourMission}</h3>
              <p>{site.about.our_mission}</p>
            </article>
            <article className="panel">
              <img src="/images/site/contact.svg" alt="" width="320" height="240" loading="lazy" />
              <h3>{t.ourVision}</h3>
              <p>{site.about.our_vision}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="contact container" id="contactus" aria-labelledby="contact-title">
        <img
          className="contact__logo"
          src="/images/site/logo.svg"
          alt={fill(t.logoAlt, { name: site.name })}
          width="160"
          height="160"
          loading="lazy"
        />
        <div>
          <h2 id="contact-title" className="section-title">
            {t.contactUs}
          </h2>
          <p className="contact__heading">{site.contact.heading}</p>
          <p>{site.contact.text}</p>
          <a className="contact__email" href={`mailto:${site.contact_email}`}>
            {site.contact_email}
          </a>
        </div>
      </section>

      <section className="feedback container" id="feedback" aria-labelledby="feedback-title">
        <h2 id="feedback-title" className="section-title">
          {t.feedbackTitle}
        </h2>
        <p>{t.feedbackIntro}</p>
        <Island name="FeedbackForm" component={FeedbackForm} props={{}} hydrate="visible" messages={['feedback']} />
      </section>
    </>
  );
}
