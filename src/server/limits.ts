// Request limits shared by the app and the upload handlers (kept apart from app.ts so that route
// modules can read them without importing the app that imports them).
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
