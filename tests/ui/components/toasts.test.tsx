import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notice } from '../../../src/components/toast/Notice';
import { Toaster } from '../../../src/components/toast/Toaster';
import { createToastStore, TOAST_AUTO_CLOSE_MS } from '../../../src/components/toast/toast-store';

// Fake timers only where time matters: user-event awaits a real setTimeout(0) under Vitest's fakes.
const fakeTimers = () => beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast store', () => {
  fakeTimers();
  it('keeps a snapshot stable until a change and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const id = store.error('Boom');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([{ id, variant: 'error', message: 'Boom' }]);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes each toast after 5000 ms, counted from its own push', () => {
    const store = createToastStore();
    store.info('first');
    vi.advanceTimersByTime(3000);
    store.success('second');
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['second']);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stops telling a listener after it unsubscribes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.info('x');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('Toaster', () => {
  fakeTimers();
  it('shows toasts bottom-right in a labelled region, errors as alerts', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.error('Request failed', 'Error');
      store.success('Saved');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorRequest failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes a toast at 5 s, not before, has no close button and ignores clicks', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.info('Report queued');
    });
    const toast = screen.getByText('Report queued');
    expect(screen.queryByRole('button')).toBeNull();

    fireEvent.pointerDown(toast);
    fireEvent.click(toast);
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByText('Report queued')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Report queued')).toBeNull();
  });

  it('stacks notices with the toasts, and notices do not auto-close', () => {
    const store = createToastStore();
    render(
      <Toaster store={store}>
        <Notice title="Exporting 'Collections'" progress={40} />
      </Toaster>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status', { name: "Exporting 'Collections'" })).toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('shows its progress and runs its actions from the keyboard', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    render(
      <Notice
        title="Export to PDF"
        message="Collections report is ready."
        variant="success"
        progress={100}
        actions={[{ label: 'Download', onClick: download, variant: 'primary' }]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Export to PDF: progress' })).toHaveAttribute('value', '100');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('announces a failure as an alert, with the spec text', () => {
    render(<Notice title="Export to PDF failed" message="Something went wrong exporting 'Full report'." variant="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent("Export to PDF failedSomething went wrong exporting 'Full report'.");
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
