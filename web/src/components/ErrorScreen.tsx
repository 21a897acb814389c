import { FIXED_PAGES } from '@shastra/content/contract/pages';
import { testIds } from '../testIds.ts';

/** The default error screen: 'Unexpected Application Error!' with the error's text. */
export function ErrorScreen({ text }: { text: string }) {
  return (
    <section className="error-screen container" data-testid={testIds.errorScreen}>
      <h1>Unexpected Application Error!</h1>
      <h2 className="error-screen__text">{text}</h2>
      <p>
        The page you asked for is not here. <a href={FIXED_PAGES.home}>Go back to the home page</a> or choose a topic
        from the menu.
      </p>
    </section>
  );
}
