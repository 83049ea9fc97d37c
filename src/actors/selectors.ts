// The machines' selectors, for views: src/actors is the only bridge from React to machines/
// (architecture §2), so screens and the app import them from here.
export * from '../../machines/session/selectors';
export * from '../../machines/drawer/selectors';
export * from '../../machines/pdf-export/selectors';
