import { readVerified, StoredFileCorrupt, StoredFileMissing, type FileStorage } from './storage.ts';

/** A stored file as its row records it. */
export interface RecordedFile {
  key: string;
  sha256: string;
  size: number;
}

export interface CopyReport<F extends RecordedFile> {
  copied: number;
  bytes: number;
  /** Originals missing or not matching their SHA-256: not copied, the run went on. */
  failed: { file: F; reason: 'missing' | 'corrupt' }[];
}

/**
 * Copies the given files from `from` into `to` under the same keys: each original is read against
 * the SHA-256 its row recorded (a missing or damaged one is reported, not copied), then the copy
 * is read back against it too — a copy that differs stops the run. Files are streamed one at a
 * time, never held in memory; running it again copies everything again (the keys do not change).
 */
export async function copyFiles<F extends RecordedFile>(
  from: FileStorage,
  to: FileStorage,
  files: readonly F[],
  onFile: (file: F) => void = () => {},
): Promise<CopyReport<F>> {
  const report: CopyReport<F> = { copied: 0, bytes: 0, failed: [] };
  for (const file of files) {
    try {
      await to.putAt(file.key, await readVerified(from, file.key, file.sha256));
    } catch (err) {
      if (!(err instanceof StoredFileMissing || err instanceof StoredFileCorrupt)) throw err;
      report.failed.push({ file, reason: err instanceof StoredFileMissing ? 'missing' : 'corrupt' });
      continue;
    }
    for await (const _chunk of await readVerified(to, file.key, file.sha256));
    report.copied += 1;
    report.bytes += file.size;
    onFile(file);
  }
  return report;
}
