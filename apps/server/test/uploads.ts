import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Client, TestApp } from './helpers.ts';

/* Files and multipart bodies for the upload tests (tender and offer documents, the file library). */

/** A small but complete one-page PDF (catalogue, page, font, content, cross-reference table). */
export function pdfBytes(label = 'Technical specification'): Buffer {
  const content = `BT /F1 14 Tf 72 770 Td (${label}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Windows executable. */
export const EXECUTABLE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0x41)]);

export interface FilePart {
  name: string;
  content: Buffer;
  field?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it (file names as raw UTF-8). */
export function multipart(files: FilePart[]) {
  const boundary = `----tt${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(client: Client, url: string, ...files: FilePart[]) {
  const { payload, headers } = multipart(files);
  return client.request('POST', url, payload, headers);
}

/**
 * Every file the app's storage holds, by key, and every scratch file left behind (as
 * `scratch:<name>`), whichever driver the app runs on: a test run with TEST_STORAGE=s3 gives each
 * app a bucket of its own (helpers.ts), so the list is this app's alone.
 */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const found: string[] = [];
  for await (const key of t.storage.keys()) found.push(key);
  for (const scratch of [path.join(t.env.DATA_DIR, 'files', '.tmp'), path.join(t.env.DATA_DIR, 'tmp')]) {
    if (fs.existsSync(scratch)) found.push(...fs.readdirSync(scratch).map((name) => `scratch:${name}`));
  }
  return found;
}

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
