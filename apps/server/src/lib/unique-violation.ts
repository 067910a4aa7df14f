/**
 * The unique index a failed write hit, if that is what failed ('' when the driver did not name
 * it), else null: a race the check before the write could not see. Drizzle wraps the driver's
 * error, so the causes are followed.
 */
export function violatedUniqueIndex(e: unknown): string | null {
  for (
    let err = e as { code?: string; constraint?: string; cause?: unknown } | undefined;
    err;
    err = err.cause as typeof err
  ) {
    if (err.code === '23505') return err.constraint ?? '';
  }
  return null;
}

export const isUniqueViolation = (e: unknown) => violatedUniqueIndex(e) !== null;
