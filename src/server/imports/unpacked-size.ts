// A zip bomb is found by unpacking, not by trusting the sizes the zip declares (they can lie):
// every part of the XLSX is inflated as a stream and counted, and the count stops the read as soon
// as it passes the limit, so memory stays at one chunk whatever the file unpacks to.
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';

export class UnpackedTooLarge extends Error {}

export async function assertUnpackedAtMost(filePath: string, limitBytes: number): Promise<void> {
  const zip = await JSZip.loadAsync(await readFile(filePath));
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limitBytes) {
          (stream as unknown as { pause(): void }).pause();
          reject(new UnpackedTooLarge(`unpacks to more than ${limitBytes} bytes`));
        }
      });
      stream.on('end', () => resolve());
      stream.on('error', reject);
    });
  }
}
