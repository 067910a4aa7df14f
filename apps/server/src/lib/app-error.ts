import type { TErrorCode } from '@tt/contracts/errors';

/** A failure the caller is told about: HTTP status, stable code and a Ukrainian message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Запис не знайдено') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'Недостатньо прав для цієї дії') => new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Потрібно увійти в систему') => new AppError(401, 'unauthorized', message);
export const versionConflict = () =>
  new AppError(
    409,
    'version_conflict',
    'Запис щойно змінив інший користувач. Оновіть сторінку, щоб побачити актуальну версію, і повторіть зміни.',
  );
export const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);
export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', Object.values(fields).slice(0, 3).join('; '), { fields });

/** Seconds a client should wait before retrying when the service is briefly unavailable. */
export const RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new AppError(503, 'unavailable', 'Сервіс тимчасово недоступний. Повторіть спробу за кілька секунд.');
