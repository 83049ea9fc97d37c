// The measuring worker's entry: a worker thread starts without the TypeScript loader the server
// runs under (tsx), so it registers tsx's loader first, then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./measure-worker.ts');
