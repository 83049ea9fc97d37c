// The two QR-labelled service kinds (data-model §1.5 collection services, §1.8 audit services):
// their declaration, the field naming their stream, and the texts a label may carry.
import type { EntityRow } from '../../data/entity-queries';
import type { EntityDeclaration } from '../../domain/entity';
import { auditServiceEntity } from '../../domain/entities/audits';
import { collectionServiceEntity } from '../../domain/entities/collections';

export interface ServiceKind {
  declaration: EntityDeclaration;
  streamField: 'wasteStreamId' | 'presentedStreamId';
}

export const COLLECTION_SERVICES: ServiceKind = { declaration: collectionServiceEntity, streamField: 'wasteStreamId' };
export const AUDIT_SERVICES: ServiceKind = { declaration: auditServiceEntity, streamField: 'presentedStreamId' };

export const LABEL_TEXTS = ['name', 'qrCode', 'customer', 'stream', 'collectionPoint'] as const;
export type LabelText = (typeof LABEL_TEXTS)[number];

export const LABEL_TEXT_NAMES: Readonly<Record<LabelText, string>> = {
  name: 'Service name',
  qrCode: 'Code',
  customer: 'Tenant',
  stream: 'Stream',
  collectionPoint: 'Collection point',
};

/** A quick print carries the service's name and code. */
export const QUICK_LABEL_TEXTS: readonly LabelText[] = ['name', 'qrCode'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function labelText(kind: ServiceKind, row: EntityRow, which: LabelText): string {
  switch (which) {
    case 'name':
      return text(row.name);
    case 'qrCode':
      return text(row.qrCode);
    case 'customer':
      return text(row.customerIdLabel);
    case 'stream':
      return text(row[`${kind.streamField}Label`]);
    case 'collectionPoint':
      return text(row.collectionPointIdLabel);
  }
}

/** The label of one service: its QR code and the chosen texts that it has, in LABEL_TEXTS order. */
export function serviceLabel(kind: ServiceKind, row: EntityRow, texts: readonly LabelText[]) {
  const lines = LABEL_TEXTS.filter((t) => texts.includes(t))
    .map((t) => labelText(kind, row, t))
    .filter((line) => line !== '');
  return { qrCode: text(row.qrCode), lines };
}
