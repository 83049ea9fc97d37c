// A print-ready sheet of QR labels: A4 pages of equal labels, each the code drawn by `qrcode` and
// the lines chosen. On paper only the sheet prints (the style sheet hides the app around it).
import { LABEL_SIZES, labelPages, type LabelSize, type QrLabel } from './label-layout';
import { QrCodeImage } from './QrCodeImage';
import styles from './QrLabelSheet.module.css';

export interface QrLabelSheetProps {
  labels: readonly QrLabel[];
  size?: LabelSize;
  copies?: number;
}

export function QrLabelSheet({ labels, size = 'medium', copies = 1 }: QrLabelSheetProps) {
  const pages = labelPages(labels, size, copies);
  const { columns, rows } = LABEL_SIZES[size];
  return (
    <div className={styles.sheet} data-size={size} role="region" aria-label="QR labels">
      {pages.map((page, p) => (
        // The grid's shape is the label size's (LABEL_SIZES, which also pages the labels): one source, so inline.
        <div key={p} className={styles.page} style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, auto)` }}>
          {page.map((label, i) => (
            <figure key={`${label.qrCode}-${i}`} className={styles.label} aria-label={`QR label ${label.qrCode}`}>
              <QrCodeImage value={label.qrCode} />
              <figcaption className={styles.caption}>
                {label.lines.map((line, l) => (
                  <span key={l} className={l === 0 ? styles.first : undefined}>
                    {line}
                  </span>
                ))}
              </figcaption>
            </figure>
          ))}
        </div>
      ))}
    </div>
  );
}
