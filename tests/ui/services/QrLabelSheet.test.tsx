// The QR label sheet: one label per service and copy, cut into pages of the size's capacity, each
// label's SVG the `qrcode` package's own drawing of its code, with the chosen lines under it.
import { render, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { labelPages, perPage, QrLabelSheet, type QrLabel } from '../../../src/components/qr';

/** The dark modules of a code as the package draws them (the stroked path of its SVG). */
async function modulesOf(value: string): Promise<string | undefined> {
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
}

const labels = (n: number): QrLabel[] => Array.from({ length: n }, (_, i) => ({ qrCode: `CS-TEST${i}`, lines: [`Service ${i}`, `CS-TEST${i}`] }));

describe('labelPages', () => {
  it('repeats each label for its copies, in order, and cuts pages at the size’s capacity', () => {
    expect(perPage('small')).toBe(24);
    expect(perPage('large')).toBe(4);
    const pages = labelPages(labels(3), 'large', 2);
    expect(pages.map((p) => p.map((l) => l.qrCode))).toEqual([['CS-TEST0', 'CS-TEST0', 'CS-TEST1', 'CS-TEST1'], ['CS-TEST2', 'CS-TEST2']]);
    expect(labelPages(labels(25), 'small').map((p) => p.length)).toEqual([24, 1]);
    expect(labelPages([], 'medium')).toEqual([]);
  });
});

describe('QrLabelSheet', () => {
  it('draws each code as the qrcode package draws it and prints its lines', async () => {
    render(<QrLabelSheet labels={labels(2)} size="medium" copies={2} />);
    const sheet = screen.getByRole('region', { name: 'QR labels' });
    const figures = within(sheet).getAllByRole('figure');
    expect(figures.map((f) => f.getAttribute('aria-label'))).toEqual(['QR label CS-TEST0', 'QR label CS-TEST0', 'QR label CS-TEST1', 'QR label CS-TEST1']);
    expect(within(figures[2] as HTMLElement).getByText('Service 1')).toBeInTheDocument();
    const image = within(figures[3] as HTMLElement).getByRole('img', { name: 'QR code CS-TEST1' });
    await waitFor(() => expect(image).toHaveAttribute('data-qr-ready', 'true'));
    const drawn = image.querySelector('svg path[stroke]')?.getAttribute('d');
    expect(drawn).toBe(await modulesOf('CS-TEST1'));
    expect(drawn).not.toBe(await modulesOf('CS-TEST0'));
  });

  it('puts 24 small labels on a page and starts another for the 25th', () => {
    const { container } = render(<QrLabelSheet labels={labels(25)} size="small" />);
    const pages = container.querySelectorAll('[data-size="small"] > div');
    expect([...pages].map((p) => p.querySelectorAll('figure').length)).toEqual([24, 1]);
  });
});
