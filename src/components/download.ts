// Files the app fetches (with the bearer token) and hands to the browser as downloads.
import { errorMessage } from '../data/errors';
import { toasts } from './toast/toast-store';

/** Hands a downloaded file to the browser as a download named fileName. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a file and saves it as fileName: the file, or null once its failure is told in a toast. */
export async function download(get: () => Promise<Blob>, fileName: string): Promise<Blob | null> {
  try {
    const blob = await get();
    saveBlob(blob, fileName);
    return blob;
  } catch (error) {
    toasts.error(errorMessage(error));
    return null;
  }
}
