// The machines' selectors, for views: src/actors is the only bridge from React to machines/
// (architecture §2), so screens and the app import them from here. The PDF export's are in
// reports-selectors.ts: they import its machine, which loads after sign-in (reports-slot.ts).
export * from '../../machines/session/selectors';
export * from '../../machines/drawer/selectors';
