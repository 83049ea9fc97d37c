import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from '../../../src/components/LoadingOverlay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const overlay = () => screen.queryByText('Please wait...');

describe('LoadingOverlay', () => {
  it('stays hidden for 499 ms of pending requests and shows "Please wait..." at 500 ms', () => {
    render(<LoadingOverlay pending={1} />);
    act(() => vi.advanceTimersByTime(499));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('never shows while nothing is pending', () => {
    render(<LoadingOverlay pending={0} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(overlay()).toBeNull();
  });

  it('hides as soon as the last request ends and waits the full delay again next time', () => {
    const { rerender } = render(<LoadingOverlay pending={2} />);
    act(() => vi.advanceTimersByTime(600));
    expect(overlay()).toBeInTheDocument();

    rerender(<LoadingOverlay pending={1} />);
    expect(overlay()).toBeInTheDocument();
    rerender(<LoadingOverlay pending={0} />);
    expect(overlay()).toBeNull();

    rerender(<LoadingOverlay pending={1} />);
    act(() => vi.advanceTimersByTime(499));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeInTheDocument();
  });

  it('does not show for a request that ends before the delay', () => {
    const { rerender } = render(<LoadingOverlay pending={1} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingOverlay pending={0} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingOverlay pending={1} />);
    act(() => vi.advanceTimersByTime(300));
    expect(overlay()).toBeNull();
  });

  it('honours a custom delay', () => {
    render(<LoadingOverlay pending={1} delayMs={1000} />);
    act(() => vi.advanceTimersByTime(999));
    expect(overlay()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeInTheDocument();
  });
});
