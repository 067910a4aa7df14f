import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

type Challenge = Awaited<ReturnType<typeof createChallenge>>;
import { REGISTRATION_FIELDS } from '@tt/contracts/registration';
import { AppError } from '../../lib/app-error.ts';

/** Measured: Chromium on two busy cores solves it in 0.5–0.9 s (challenge fetch included). */
export const ALTCHA_MAX_NUMBER = 50_000;
/** A challenge must be solved and sent within this time. */
export const ALTCHA_EXPIRY_MINUTES = 10;
/** Upper bound on remembered solutions, so a flood cannot grow memory without limit. */
const MAX_REMEMBERED = 50_000;

const field = REGISTRATION_FIELDS.altcha;
const refuse = (message: string) => new AppError(400, 'validation_failed', message, { fields: { altcha: message } });

/**
 * The self-hosted proof-of-work check (ALTCHA). Challenges are HMAC-signed, carry their expiry,
 * and a solved challenge is accepted once. The memory of used challenges is per instance: with
 * several instances a solution could be replayed once on each until it expires — a cost a bot
 * still pays per instance, and no migration is needed (ADR 0012).
 */
export class BotCheck {
  /** signature → expiry (ms); a Map keeps insertion order, so the oldest go first. */
  private readonly used = new Map<string, number>();

  constructor(
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
    const now = Date.now();
    this.forgetExpired(now);
    if (this.used.has(decoded.signature)) {
      throw refuse(`Поле «${field}»: цю перевірку вже використано, пройдіть її ще раз`);
    }
    const expires = Number(extractParams(decoded as never).expires) * 1000;
    this.used.set(decoded.signature, Number.isFinite(expires) ? expires : now + ALTCHA_EXPIRY_MINUTES * 60_000);
    while (this.used.size > MAX_REMEMBERED) this.used.delete(this.used.keys().next().value!);
  }

  private forgetExpired(now: number) {
    for (const [signature, expires] of this.used) {
      if (expires > now) break;
      this.used.delete(signature);
    }
  }
}
