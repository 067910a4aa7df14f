import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_MAX_BYTES } from '@tt/contracts/documents';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { checkFileType, SIGNATURE_BYTES } from './file-type.ts';
import { safeFileName } from './file-name.ts';

/** The form field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** One part of a multipart body, as @fastify/multipart yields it (only what is read here). */
export interface UploadPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  /** A file part's bytes; `truncated` turns true when the size limit cut it short. */
  file?: Readable & { truncated?: boolean };
}

/** A file received completely and checked, waiting in a scratch file to be stored. */
export interface ReceivedFile {
  scratchPath: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

export const fileTooLarge = (fileName: string) =>
  new AppError(
    413,
    'file_too_large',
    `Файл «${fileName}» завеликий: розмір документа не може перевищувати ${MAX_MB} МБ. ` +
      'Стисніть його або розділіть на кілька файлів.',
    { fields: { file: `Розмір файлу не може перевищувати ${MAX_MB} МБ` } },
  );

const fileRejected = (message: string) => new AppError(415, 'file_rejected', message, { fields: { file: message } });

/** The body itself is broken: no boundary, cut off, not multipart at all. */
const malformedBody = () =>
  new AppError(
    400,
    'bad_request',
    'Некоректний запит: тіло multipart/form-data пошкоджене або обірване. Спробуйте завантажити файл ще раз.',
  );

const fileRequired = () => validationFailed({ file: 'Поле «Файл» є обов’язковим: додайте один файл до запиту' });

const oneFileOnly = () => validationFailed({ file: 'Поле «Файл»: надсилайте лише один файл за запит' });

/** Multipart errors that mean "too many parts", raised by the parser limits. */
const PART_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Streams the one file of a multipart body to `scratchPath` while hashing (SHA-256) and
 * counting it, without holding it in memory; then checks its size and its type by content.
 * Any failure removes the scratch file. Parts other than the `file` field are drained and ignored.
 */
export async function receiveUpload(parts: AsyncIterable<UploadPart>, scratchPath: string): Promise<ReceivedFile> {
  let received: (Omit<ReceivedFile, 'contentType'> & { head: Buffer; truncated: boolean }) | undefined;
  let extraFiles = false;
  // Failures of the parser or of the incoming bytes are the client's (400); of the disk, ours (500).
  let bodyFailure: unknown;
  try {
    for await (const part of guardParser(parts, (err) => (bodyFailure = err))) {
      if (part.type !== 'file' || !part.file) continue;
      if (part.fieldname !== UPLOAD_FIELD || received) {
        extraFiles ||= part.fieldname === UPLOAD_FIELD;
        part.file.resume();
        continue;
      }
      part.file.once('error', (err) => (bodyFailure ??= err));
      // The parser may have failed this part before we got it (a body cut short).
      if (part.file.errored) bodyFailure ??= part.file.errored;
      const meter = new Meter();
      await pipeline(part.file, meter, fs.createWriteStream(scratchPath, { flags: 'wx' }));
      received = {
        scratchPath,
        fileName: safeFileName(part.filename ?? ''),
        sizeBytes: meter.bytes,
        sha256: meter.hash.digest('hex'),
        head: meter.head,
        truncated: part.file.truncated === true || meter.bytes > DOCUMENT_MAX_BYTES,
      };
    }
    if (!received) throw fileRequired();
    if (extraFiles) throw oneFileOnly();
    if (received.truncated) throw fileTooLarge(received.fileName);
    if (received.sizeBytes === 0) throw fileRejected(`Файл «${received.fileName}» порожній`);
    const verdict = checkFileType(received.fileName, received.head);
    if (!verdict.ok) throw fileRejected(verdict.message);
    const { head: _head, truncated: _truncated, ...file } = received;
    return { ...file, contentType: verdict.contentType };
  } catch (err) {
    await fsp.rm(scratchPath, { force: true });
    if (PART_LIMIT_CODES.has((err as { code?: string }).code ?? '')) throw oneFileOnly();
    if (err !== undefined && err === bodyFailure) throw malformedBody();
    throw err;
  }
}

/** Passes the parts through, reporting an error of the parser itself before rethrowing it. */
async function* guardParser(parts: AsyncIterable<UploadPart>, onFailure: (err: unknown) => void) {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let step: IteratorResult<UploadPart>;
    try {
      step = await iterator.next();
    } catch (err) {
      onFailure(err);
      throw err;
    }
    if (step.done) return;
    yield step.value;
  }
}

/** Counts, hashes and keeps the first bytes of what passes through; stops past the size limit. */
class Meter extends Transform {
  bytes = 0;
  readonly hash = crypto.createHash('sha256');
  head = Buffer.alloc(0);

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.bytes += chunk.length;
    // The parser cuts a file at the limit already; this is the second fence, so nothing past it is written.
    if (this.bytes > DOCUMENT_MAX_BYTES) {
      callback();
      return;
    }
    if (this.head.length < SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_BYTES - this.head.length)]);
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }
}
