import { isRouteErrorResponse, useRouteError } from 'react-router';
import { testIds } from '../testIds.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

/**
 * Errors of a page inside the layout. A missing document or route is the default error screen
 * (HTTP 404); a failed fetch shows the page's message from spec section 8, e.g.
 * 'Error: Error fetching item details'.
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) || !(error instanceof Error)) return <ErrorScreen />;
  return (
    <section className="container page-error" data-testid={testIds.errorScreen}>
      <p className="error-message" role="alert">
        Error: {error.message}
      </p>
    </section>
  );
}
