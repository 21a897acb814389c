import { ErrorScreen } from '../../components/ErrorScreen.tsx';

/** Any path that is no page: the default error screen, with HTTP status 404. */
export function NotFoundPage() {
  return <ErrorScreen text="404 Not Found" />;
}
