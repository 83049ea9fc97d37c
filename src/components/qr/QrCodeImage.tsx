// One QR code as an inline SVG image, named by the value it encodes.
import { useEffect, useState } from 'react';
import { qrSvg } from './qr-svg';
import styles from './QrLabelSheet.module.css';

export function QrCodeImage({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(value).then(
      (markup) => live && setSvg(markup),
      () => live && setSvg(null),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <span
      className={styles.qr}
      role="img"
      aria-label={`QR code ${value}`}
      data-qr-ready={svg !== null}
      // The markup is the qrcode package's own SVG for `value`: no user text is parsed as HTML.
      dangerouslySetInnerHTML={svg === null ? undefined : { __html: svg }}
    />
  );
}
