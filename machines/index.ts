// The four machines of the product (architecture §4). Pure XState: effects are placeholders that
// src/actors provides with real implementations and tests provide with fakes.
export * from './session';
export * from './token-refresh';
export * from './pdf-export';
export * from './drawer';
