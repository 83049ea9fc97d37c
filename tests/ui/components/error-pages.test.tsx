import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage, errorTitle } from '../../../src/components/ErrorPage';
import { NoPermission } from '../../../src/components/NoPermission';
import { RouteErrorPage } from '../../../src/components/RouteErrorPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe('ErrorPage', () => {
  it.each([
    [404, '404 Not Found'],
    [405, '405 Method Not Allowed'],
    [400, '400 Bad Request'],
    [403, '403 Forbidden'],
  ])('status %i reads "%s"', (status, text) => {
    render(<ErrorPage status={status} />);
    expect(heading()).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('falls back to "Unexpected Application Error!" with a reload', () => {
    render(<ErrorPage message="x is undefined" />);
    expect(heading()).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('x is undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(errorTitle(500)).toBe('Unexpected Application Error!');
  });
});

describe('NoPermission', () => {
  it('says the spec text', () => {
    render(<NoPermission />);
    expect(heading()).toHaveTextContent('You have no permission to view this page');
  });
});

describe('RouteErrorPage', () => {
  const renderAt = (path: string) => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Outlet />,
          errorElement: <RouteErrorPage />,
          HydrateFallback: () => null,
          children: [
            { path: 'ok', element: <p>fine</p> },
            {
              path: 'bad-method',
              loader: () => {
                throw data('no', { status: 405 });
              },
              element: <p>never</p>,
            },
            {
              path: 'crash',
              Component: () => {
                throw new Error('render failed');
              },
            },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
  };

  it('gives "404 Not Found" for an unknown URL', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('gives the status of a thrown response', async () => {
    renderAt('/bad-method');
    expect(await screen.findByRole('heading', { name: '405 Method Not Allowed' })).toBeInTheDocument();
  });

  it('gives the fallback for a render crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/crash');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('render failed')).toBeInTheDocument();
  });

  it('renders the matched screen when nothing fails', async () => {
    renderAt('/ok');
    expect(await screen.findByText('fine')).toBeInTheDocument();
  });
});
