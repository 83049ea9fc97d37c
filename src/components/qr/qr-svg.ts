// QR codes drawn in the browser by the `qrcode` package as SVG markup: sharp at any label size and
// on paper, and the same text the package draws anywhere else with the same options.
import QRCode from 'qrcode';

export const QR_SVG_OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' } as const;

export function qrSvg(value: string): Promise<string> {
  return QRCode.toString(value, QR_SVG_OPTIONS);
}
