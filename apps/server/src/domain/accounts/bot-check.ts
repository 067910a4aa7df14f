import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

type Challenge = Awaited<ReturnType<typeof createChallenge>>;
import { REGISTRATION_FIELDS } from '@tt/contracts/registration';
import type { Db } from '../../db/client.ts';
import { botCheckSolutions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Measured: Chromium on two busy cores solves it in 0.5–0.9 s (challenge fetch included). */
export const ALTCHA_MAX_NUMBER = 50_000;
/** A challenge must be solved and sent within this time. */
export const ALTCHA_EXPIRY_MINUTES = 10;

const field = REGISTRATION_FIELDS.altcha;
const refuse = (message: string) => new AppError(400, 'validation_failed', message, { fields: { altcha: message } });

/**
 * The self-hosted proof-of-work check (ALTCHA). Challenges are HMAC-signed, carry their expiry,
 * and a solved challenge is accepted once across every instance on the database: the accepted
 * signatures are kept in `bot_check_solutions` until they expire (ADR 0012, ADR 0034); the
 * scheduler removes expired ones.
 */
export class BotCheck {
  constructor(
    private readonly db: Db,
    private readonly hmacKey: string,
    private readonly maxNumber = ALTCHA_MAX_NUMBER,
  ) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + ALTCHA_EXPIRY_MINUTES * 60_000),
    });
  }

  /** Throws a 400 naming the field unless the solution is valid, unexpired and not used before. */
  async verify(payload: string): Promise<void> {
    let decoded: { signature?: unknown; salt?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
    } catch {
      throw refuse(`Поле «${field}»: некоректна відповідь, пройдіть перевірку ще раз`);
    }
    const ok = await verifySolution(payload, this.hmacKey, true).catch(() => false);
    if (!ok || typeof decoded.signature !== 'string') {
      throw refuse(`Поле «${field}»: перевірку не пройдено або її строк минув, пройдіть її ще раз`);
    }
    const expires = Number(extractParams(decoded as never).expires) * 1000;
    const expiresAt = new Date(Number.isFinite(expires) ? expires : Date.now() + ALTCHA_EXPIRY_MINUTES * 60_000);
    const accepted = await this.db
      .insert(botCheckSolutions)
      .values({ signature: decoded.signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: botCheckSolutions.signature });
    if (!accepted.length) throw refuse(`Поле «${field}»: цю перевірку вже використано, пройдіть її ще раз`);
  }
}
