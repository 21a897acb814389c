import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { useLocalePath, useMessages } from '../i18n/I18n.tsx';
import { RichText } from '../i18n/RichText.tsx';
import { testIds } from '../testIds.ts';

/** The default error screen: 'Unexpected Application Error!' with the error's text. */
export function ErrorScreen({ text }: { text: string }) {
  const t = useMessages('errors');
  const localePath = useLocalePath();
  return (
    <section className="error-screen container" data-testid={testIds.errorScreen}>
      <h1>{t.title}</h1>
      <h2 className="error-screen__text">{text}</h2>
      <p>
        <RichText template={t.goBack} tags={{ home: (label) => <a href={localePath(FIXED_PAGES.home)}>{label}</a> }} />
      </p>
    </section>
  );
}
