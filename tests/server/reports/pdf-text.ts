// A small reader of the PDFs pdfkit writes, enough for tests: the page count, the document title,
// and the text of the content streams (Flate-compressed; standard fonts write hex strings in TJ).
import { inflateSync } from 'node:zlib';

export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/** The Info dictionary's Title (pdfkit writes it as an indirect string object). */
export function infoTitle(pdf: Buffer): string | null {
  const raw = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  const direct = /\/Title \(([^)]*)\)/.exec(raw)?.[1];
  if (!ref) return direct ?? null;
  return new RegExp(`\\n${ref} 0 obj\\s*\\(([^)]*)\\)`).exec(raw)?.[1] ?? null;
}

/** The text drawn on the pages, each TJ array's pieces joined, arrays separated by newlines. */
export function pageText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not Flate (e.g. a font program)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      out.push(hex.join(''));
    }
  }
  return out.join('\n');
}
