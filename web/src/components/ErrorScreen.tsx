import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { testIds } from '../testIds.ts';

/** The text of any route error: "404 Not Found" for responses, the message for errors. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Spec "Default error screen": 'Unexpected Application Error!' with the error text. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <section className="error-screen container" data-testid={testIds.errorScreen}>
      <h1>Unexpected Application Error!</h1>
      <h2 className="error-screen__text">{errorText(error)}</h2>
      <p>
        The page you asked for is not here. <Link to="/">Go back to the home page</Link> or choose a topic from the
        menu.
      </p>
    </section>
  );
}
