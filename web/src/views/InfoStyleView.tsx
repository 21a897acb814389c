import type { CategoryInfo, Source } from '@shastra/content/schema';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { FoldedParagraphs } from '../components/FoldedParagraphs.tsx';
import { Sources } from '../components/Sources.tsx';
import { Zoomable } from '../components/Zoomable.tsx';
import { Contributors } from './Contributors.tsx';
import { InformationBlocks } from './InformationBlocks.tsx';
import { MeasurementCards } from './MeasurementCards.tsx';
import { useMessages } from '../i18n/I18n.tsx';
import { Island } from '../islands/Island.tsx';
import MeasurementConverter from './converter/MeasurementConverter.island.tsx';
import { VideoSection } from '../components/VideoSection.tsx';
import { Prose } from '../components/Prose.tsx';

export interface InfoStyleContent {
  name: string;
  gloss?: string | undefined;
  intro?: string | undefined;
  imageurl: string;
  image_alt: string;
  information?: CategoryInfo['information'] | undefined;
  rules?: string[] | undefined;
  measurements?: CategoryInfo['measurements'] | undefined;
  /** The measurement converter (only the measurements category carries one). */
  converter?: CategoryInfo['converter'] | undefined;
  contributors?: CategoryInfo['contributors'] | undefined;
  video?: CategoryInfo['video'] | undefined;
  sources: Source[];
}

/**
 * The info-style page (an item with information blocks, and a category laid out as an article):
 * name, bold intro, main image, information blocks, rules, measurement cards, the measurement
 * converter where the content has one. Breadcrumb Home > name.
 */
export function InfoStyleView({ content, showImage = true }: { content: InfoStyleContent; showImage?: boolean }) {
  const t = useMessages('item');
  return (
    <article className="info-page container" aria-labelledby="info-title">
      <Breadcrumb crumbs={[{ label: content.name }]} />
      <header className={`info-page__header${showImage ? '' : ' info-page__header--text'}`}>
        <div>
          <h1 id="info-title">{content.name}</h1>
          {content.gloss && <p className="page-gloss">{content.gloss}</p>}
          <FoldedParagraphs text={content.intro} leadClassName="info-page__lead" />
        </div>
        {showImage && <Zoomable src={content.imageurl} alt={content.image_alt} className="info-page__image" />}
      </header>
      <InformationBlocks information={content.information ?? []} />
      {content.rules && content.rules.length > 0 && (
        <section className="info-rules" aria-labelledby="rules-title">
          <h2 id="rules-title">{t.rules}</h2>
          <ul>
            {content.rules.map((rule) => (
              <li key={rule}>
                <Prose text={rule} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <MeasurementCards measurements={content.measurements ?? []} />
      {content.converter && (
        <Island
          name="MeasurementConverter"
          component={MeasurementConverter}
          props={{ converter: content.converter }}
          hydrate="visible"
          messages={['converter', 'common']}
        />
      )}
      <Contributors contributors={content.contributors} />
      <VideoSection video={content.video} />
      <Sources sources={content.sources} />
    </article>
  );
}
