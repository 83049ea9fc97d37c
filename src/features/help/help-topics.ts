// What each module of the back office is for (spec §1), as the help page lists them.
export interface HelpTopic {
  title: string;
  text: string;
}

export const MODULE_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Buildings',
    text: 'Buildings, API configurations, portfolios and the company configuration: the sites the service runs at and how they are grouped and branded.',
  },
  { title: 'Users', text: 'Sign-in accounts, portfolio users and auditors, and the role each holds.' },
  {
    title: 'Collections',
    text: 'Collection services, the collections weighed against them, bin collections, collection points, locations, tenants and collection limits, with the collections report.',
  },
  { title: 'Supplier Waste', text: 'Supplier waste transactions from contractor invoices and dockets, imported or entered, with the supplier report.' },
  { title: 'Count', text: 'Bin counts and service types for buildings on the Lite edition, with the count report.' },
  {
    title: 'Audits',
    text: 'Waste audits with their sorted audit collections, infrastructure and level audits, bin types and audit services, with the audit report.',
  },
  { title: 'Furniture', text: 'Furniture categories, types, locations and items, and what became of each (reuse, donation, recycling).' },
  {
    title: 'Reference',
    text: 'Products, waste types and streams, cleaners, managers, destination contractors, site information, tablet configuration and equipment.',
  },
  {
    title: 'Import Data',
    text: 'Bring in tenants, collection services, collections, bin counts or transactions from a CSV or XLSX file: start from the template, check the columns on the preview, and open each import to see its counts and the rows that were not imported.',
  },
  { title: 'Reports', text: 'Embedded reports per edition (Full, Lite, Supplier, Furniture, Audit, Portfolio, Tenant portfolio).' },
];

export const HOW_TO_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Switch building',
    text: 'Users who may work in more than one building see a building selector in the top bar. Type part of a building’s name, choose it, and the application opens that building’s home page. Portfolio users return to their portfolio with “Portfolio View”; system administrators return with “System Administrator View”.',
  },
  {
    title: 'Export a report to PDF',
    text: 'Open a report and choose Export to PDF. The export runs in the background: a notice shows its progress, and offers Download when the file is ready. You may keep working meanwhile; closing the notice forgets the export.',
  },
  {
    title: 'Export a list to Excel',
    text: 'Lists you may export show an Export to Excel action above the grid; the file holds the rows of the current filter.',
  },
  {
    title: 'Change your details or password',
    text: 'Open My Profile from the menu at the top right. Passwords have at least 8 characters, with letters and digits, and must differ from the current one.',
  },
];
