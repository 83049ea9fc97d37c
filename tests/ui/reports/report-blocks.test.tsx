// #12: the report's blocks are drawn after the page's first frame, one per frame, each holding its
// place until then — the Full report's charts had held the landing's first paint for ~250 ms.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportData } from '../../../src/domain/report-data';
import { ReportBlocks } from '../../../src/features/reports/Blocks';

// Only the table blocks: they draw the same way as the charts without measuring a layout.
const data = {
  league: [{ customerId: 1, customerName: 'Opal Recruitment', totalKg: 1200, diversionPct: 61.5, kgPerHeadcount: 12.5 }],
  contractors: [{ destinationContractorId: 7, name: 'Metro Recycling', transactions: 3, kg: 900, amountAud: 450 }],
} as unknown as ReportData;

beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** One painted frame: the animation-frame callback, then the timeout it sets. */
const nextFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

describe('report blocks', () => {
  it('draws none in the first frame, then one per frame, each in its place', () => {
    const { container } = render(<ReportBlocks blocks={['league', 'contractors']} data={data} />);
    expect(screen.queryByRole('region', { name: 'Tenant league table' })).toBeNull();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);

    nextFrame();
    expect(screen.getByRole('region', { name: 'Tenant league table' })).toHaveTextContent('Opal Recruitment');
    expect(screen.queryByRole('region', { name: 'Supplier transactions by contractor' })).toBeNull();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);

    nextFrame();
    expect(screen.getByRole('region', { name: 'Supplier transactions by contractor' })).toHaveTextContent('Metro Recycling');
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });
});
