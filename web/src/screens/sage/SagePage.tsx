import { pagePath } from '@shastra/content/contract/pages';
import type { ListItem, SaptarishiDocument } from '@shastra/content/schema';
import { Breadcrumb } from '../../components/Breadcrumb.tsx';
import { SanskritName } from '../../components/SanskritName.tsx';
import { Zoomable } from '../../components/Zoomable.tsx';
import { useLocalePath, useMessages } from '../../i18n/I18n.tsx';
import { Island } from '../../islands/Island.tsx';
import SageProfile, { SAGE_PROFILE_MESSAGES } from './SageProfile.island.tsx';

export interface SageData {
  sage: SaptarishiDocument;
  /** All seven, to move between them. */
  sages: ListItem[];
}

/** A sage's page: /saptarishi shows the default sage (Vasiṣṭha), /saptarishi/{key} each of the seven. */
export function SagePage({ data: { sage, sages } }: { data: SageData }) {
  const t = useMessages('sage');
  const toLocale = useLocalePath();
  return (
    <article className="sage container" aria-labelledby="sage-title">
      <Breadcrumb crumbs={[{ label: sage.name }]} />
      <header className="sage__header">
        <Zoomable src={sage.imageurl} alt={sage.image_alt} className="sage__image" />
        <div>
          <h1 id="sage-title">{sage.name}</h1>
          {sage.sanskrit_name && (
            <p className="sage__sanskrit">
              <SanskritName devanagari={sage.sanskrit_name} iast={sage.sanskrit_name_iast} />
            </p>
          )}
          {sages.length > 1 && (
            <nav aria-label={t.othersLabel} className="sage__others">
              <ul>
                {sages.map((other) => (
                  <li key={other.id}>
                    <a
                      href={toLocale(pagePath.sage(other.id))}
                      aria-current={other.id === sage.key ? 'page' : undefined}
                    >
                      {other.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <Island
        name="SageProfile"
        component={SageProfile}
        props={{ sage }}
        hydrate="idle"
        messages={SAGE_PROFILE_MESSAGES}
      />
    </article>
  );
}
