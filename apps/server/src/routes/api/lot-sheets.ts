import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@tt/contracts/errors';
import {
  LOT_SHEET_DICTIONARIES,
  LOT_SHEET_EXAMPLE,
  LOT_SHEET_MAX_BYTES,
  LOT_SHEET_NAME,
  ZLotSheetImport,
} from '@tt/contracts/lot-sheet';
import { MAX_LOTS } from '@tt/contracts/lots';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { safeFileName } from '../../domain/documents/file-name.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { loadLotSheetDictionaries, lotSheetTooLarge, readLotSheet } from '../../domain/tenders/lot-sheet.ts';
import { LOT_SHEET_TEMPLATE_NAME, lotSheetTemplate } from '../../domain/tenders/lot-sheet-template.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody };
const tags = ['tenders'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fileRequired = () => validationFailed({ file: 'Поле «Файл» є обов’язковим: додайте до запиту одну таблицю' });
const oneFileOnly = () => validationFailed({ file: 'Поле «Файл»: надсилайте лише одну таблицю за запит' });
const malformedBody = () =>
  new AppError(
    400,
    'bad_request',
    'Некоректний запит: тіло multipart/form-data пошкоджене або обірване. Спробуйте завантажити файл ще раз.',
  );

/** The one `file` part of the body, in memory: the parser stops it at LOT_SHEET_MAX_BYTES. */
async function receiveSheet(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fileRequired();
  let received: { bytes: Buffer; fileName: string; truncated: boolean } | undefined;
  let extra = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        extra ||= part.fieldname === 'file';
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      received = {
        bytes: Buffer.concat(chunks),
        fileName: safeFileName(part.filename),
        truncated: part.file.truncated,
      };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw oneFileOnly();
    throw malformedBody();
  }
  if (!received) throw fileRequired();
  if (extra) throw oneFileOnly();
  if (received.truncated) throw lotSheetTooLarge(received.fileName);
  return received;
}

/** Lots of a tender read from a sheet, and the sheet's template: for whoever creates tenders. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Here only: these routes take a sheet of at most LOT_SHEET_MAX_BYTES; past it the parser cuts the file short.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LOT_SHEET_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 50 },
  });

  app.post(
    '/tenders/lots/import',
    {
      config: { access: 'tender.create' },
      schema: {
        tags,
        summary: 'Прочитати лоти з таблиці (.xlsx або .csv)',
        description:
          'multipart/form-data з одним файлом у полі `file`, до 2 МБ: заповнений шаблон (.xlsx) або CSV ' +
          '(роздільник `;` або `,`, UTF-8 чи Windows-1251). Нічого не зберігає: повертає правильні рядки ' +
          `як лоти (до ${MAX_LOTS}) і помилки решти рядків із номером рядка та стовпцем. ` +
          `Аркуш «${LOT_SHEET_EXAMPLE}» шаблону не імпортується ніколи.`,
        consumes: ['multipart/form-data'],
        response: { 200: ZLotSheetImport, ...errors },
      },
    },
    async (request) => {
      const { bytes, fileName } = await receiveSheet(request);
      return readLotSheet(bytes, fileName, await loadLotSheetDictionaries(app.db));
    },
  );

  app.get(
    '/tenders/lots/template',
    {
      config: { access: 'tender.create' },
      schema: {
        tags,
        summary: 'Шаблон таблиці лотів (.xlsx)',
        description:
          `Аркуш «${LOT_SHEET_NAME}» лише із заголовками (примітки, списки значень), аркуш «${LOT_SHEET_EXAMPLE}» ` +
          `із заповненим рядком, що не імпортується, і аркуш «${LOT_SHEET_DICTIONARIES}».`,
        // The file itself; never serialised.
        response: { 200: z.unknown().describe('Файл .xlsx (Content-Disposition: attachment)'), ...errors },
      },
    },
    async (_request, reply) => {
      const bytes = await lotSheetTemplate(app.db);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-length', bytes.length)
        .header('content-disposition', attachmentDisposition(LOT_SHEET_TEMPLATE_NAME))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
export default routes;
