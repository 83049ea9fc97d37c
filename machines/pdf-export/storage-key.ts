/** Spec §9: the export list is kept in browser storage under this key. */
export const REPORTS_STORAGE_KEY = 'reports';
