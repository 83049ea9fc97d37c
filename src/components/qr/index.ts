// QR label printing shared by the service sections' quick and custom print screens.
export { QrLabelSheet, type QrLabelSheetProps } from './QrLabelSheet';
export { QrCodeImage } from './QrCodeImage';
export { LABEL_SIZES, LABEL_SIZE_KEYS, MAX_COPIES, labelPages, perPage, type LabelSize, type QrLabel } from './label-layout';
export { QR_SVG_OPTIONS, qrSvg } from './qr-svg';
