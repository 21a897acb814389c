import { FIXED_PAGES, pagePath } from '@shastra/content/contract/pages';
import type { InfoEntry } from '@shastra/content/schema';
import SearchableGrid from '../../components/SearchableGrid.island.tsx';
import { Island } from '../../islands/Island.tsx';
import { SECTIONS } from '../../layout/sections.ts';
import site from '../../siteConfig.ts';
import { testIds } from '../../testIds.ts';
import FeedbackForm from './FeedbackForm.island.tsx';

export interface HomeData {
  categories: InfoEntry[];
}

/**
 * The home page: the festival banner, the intro, the DHANURVEDA title whose bows slide in as it
 * scrolls into view (CSS, home.css), the searchable grid of categories, the other sections of the
 * site (sages, texts, quiz, festivals), About Us, Contact Us and the feedback form.
 */
export function HomePage({ data }: { data: HomeData }) {
  return (
    <>
      <a className="festival-banner" href={FIXED_PAGES.devi} target="_blank" rel="noopener noreferrer">
        <span className="festival-banner__lamp" aria-hidden="true" />
        <span>{site.festival_banner}</span>
      </a>

      <section className="intro" id="welcome" aria-labelledby="welcome-title">
        <img className="intro__art" src="/images/site/hero.svg" alt="" width="1200" height="420" fetchPriority="high" />
        <div className="intro__content container">
          <p className="intro__eyebrow">{site.tagline}</p>
          <h1 id="welcome-title">{site.intro.title}</h1>
          {site.intro.text.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <a className="button button--primary" href="#dhanurveda">
            Explore Dhanurveda
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
            <h2 id="dhanurveda-title">DHANURVEDA</h2>
            {/* In IAST only: the one Devanagari word here would cost the home page a 31 KB font. */}
            <p className="dhanurveda__subtitle">
              <i lang="sa-Latn">Dhanurveda</i>: the science of the bow, and of war
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
                href: pagePath.category(category.id),
                imageurl: category.imageurl,
                image_alt: category.image_alt,
              })),
              label: 'Search the topics',
              placeholder: 'Search',
              suggest: false,
              cardTestId: testIds.categoryCard,
              emptyText: 'No topic matches your search.',
            }}
          />
        </div>
      </section>

      <section className="explore container" id="explore" aria-labelledby="explore-title">
        <h2 id="explore-title" className="section-title">
          More to explore
        </h2>
        <ul className="card-grid explore__grid" data-testid={testIds.exploreGrid}>
          {SECTIONS.map((section) => (
            <li key={section.page}>
              <a href={section.href} className="card explore__card">
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
            About Us
          </h2>
          <div className="about__grid">
            <article className="panel">
              <img src="/images/site/about.svg" alt="" width="320" height="240" loading="lazy" />
              <h3>About Us</h3>
              <p>{site.about.about_us}</p>
            </article>
            <article className="panel">
              <img src="/images/site/feedback.svg" alt="" width="320" height="240" loading="lazy" />
              <h3>Our Mission</h3>
              <p>{site.about.our_mission}</p>
            </article>
            <article className="panel">
              <img src="/images/site/contact.svg" alt="" width="320" height="240" loading="lazy" />
              <h3>Our Vision</h3>
              <p>{site.about.our_vision}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="contact container" id="contactus" aria-labelledby="contact-title">
        <img
          className="contact__logo"
          src="/images/site/logo.svg"
          alt={`${site.name} logo`}
          width="160"
          height="160"
          loading="lazy"
        />
        <div>
          <h2 id="contact-title" className="section-title">
            Contact Us
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
          Feedback
        </h2>
        <p>Spotted an error, or know a verse we should read? Tell us.</p>
        <Island name="FeedbackForm" component={FeedbackForm} props={{}} hydrate="visible" />
      </section>
    </>
  );
}
