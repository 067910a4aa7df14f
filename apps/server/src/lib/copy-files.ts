import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { readVerified, type FileStorage } from './storage.ts';

export interface CopyReport {
  files: number;
  bytes: number;
}

/**
 * Copies every file of `from` into `to` under the same key, then reads each copy back against the
 * SHA-256 of the bytes sent: a copy that differs fails the whole run. Files are streamed one at a
 * time, never held in memory; running it again copies everything again (the keys do not change).
 */
export async function copyFiles(
  from: FileStorage,
  to: FileStorage,
  onFile: (key: string, bytes: number) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { files: 0, bytes: 0 };
  for await (const key of from.keys()) {
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const source = await from.get(key);
    source.once('error', (err) => meter.destroy(err));
    await to.putAt(key, source.pipe(meter));
    const copy = await readVerified(to, key, hash.digest('hex'));
    for await (const _chunk of copy);
    report.files += 1;
    report.bytes += bytes;
    onFile(key, bytes);
  }
  return report;
}
