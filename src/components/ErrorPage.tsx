// Router errors and the render-crash fallback (spec §2.3, §8).
import type { ReactNode } from 'react';
import { Button } from './Button';
import { MessagePage } from './MessagePage';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

const STATUS_TITLES: Readonly<Record<number, string>> = {
  400: '400 Bad Request',
  403: '403 Forbidden',
  404: '404 Not Found',
  405: '405 Method Not Allowed',
};

/** The heading for a router error status; any other failure is the unexpected-error fallback. */
export function errorTitle(status?: number): string {
  return (status !== undefined && STATUS_TITLES[status]) || UNEXPECTED_ERROR_TITLE;
}

export interface ErrorPageProps {
  status?: number;
  /** Detail under the heading, e.g. the thrown error's message. */
  message?: string;
  /** Replaces the default action (a link to the start page, or a reload for the fallback). */
  action?: ReactNode;
}

export function ErrorPage({ status, message, action }: ErrorPageProps) {
  const title = errorTitle(status);
  const unexpected = title === UNEXPECTED_ERROR_TITLE;
  const defaultAction = unexpected ? (
    <Button variant="primary" onClick={() => window.location.reload()}>
      Reload the page
    </Button>
  ) : (
    <a href="/">Go to the start page</a>
  );
  return (
    <MessagePage title={title} overlay={unexpected} action={action === undefined ? defaultAction : action}>
      {message}
    </MessagePage>
  );
}
