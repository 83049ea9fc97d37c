// The React Query client is created on first need by the routes that use it and shared by them;
// the app's effects see it through the slot (null before any route needed it).
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '../../../src/app/query/QueryProvider';
import { createQueryClientSlot, QueryClientSlotContext, type QueryClientSlot } from '../../../src/app/query/query-slot';
import { UNUSED_DATA_GC_MS } from '../../../src/data/query-client';

describe('createQueryClientSlot', () => {
  it('is empty until obtained, then creates the client once and hands it to onCreate once', () => {
    const onCreate = vi.fn();
    const slot = createQueryClientSlot(onCreate);
    expect(slot.current).toBeNull();
    const create = vi.fn(() => new QueryClient());
    const first = slot.obtain(create);
    expect(slot.obtain(create)).toBe(first);
    expect(slot.current).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(onCreate).toHaveBeenCalledExactlyOnceWith(first);
  });
});

describe('QueryProvider', () => {
  const seen: QueryClient[] = [];
  function Probe({ name }: { name: string }) {
    seen.push(useQueryClient());
    return <p>{name}</p>;
  }
  const withSlot = (slot: QueryClientSlot, children: ReactNode) => (
    <QueryClientSlotContext.Provider value={slot}>{children}</QueryClientSlotContext.Provider>
  );

  it('gives every route that uses it the app client, with the app defaults', () => {
    const slot = createQueryClientSlot(() => {});
    const { rerender } = render(withSlot(slot, <QueryProvider><Probe name="forgot password" /></QueryProvider>));
    expect(screen.getByText('forgot password')).toBeInTheDocument();
    rerender(withSlot(slot, <div><QueryProvider><Probe name="protected" /></QueryProvider></div>));
    expect(screen.getByText('protected')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toBe(slot.current);
    expect(slot.current!.getDefaultOptions().queries?.gcTime).toBe(UNUSED_DATA_GC_MS);
  });
});
