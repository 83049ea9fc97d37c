// errorElement for the router: a thrown response (or an unknown URL) shows its status page, any
// other throw the "Unexpected Application Error!" overlay.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage message={message} />;
}
