// The PDF export's selectors, for the export notices: apart from selectors.ts because they import
// the reports machine, which the sign-in page does not load (reports-slot.ts).
export * from '../../machines/pdf-export/selectors';
