/**
 * Kyiv time, the business time zone of the product, for the server and the web alike: dates,
 * years and times shown are Kyiv's whatever the zone of the server or the browser is.
 * Date pickers hand out wall-clock strings (`YYYY-MM-DD HH:mm:ss`, Mantine's format) that the
 * person meant in Kyiv time; the API wants ISO 8601 with a zone.
 *
 * Built on Intl with an explicit zone only, so the host zone (TZ) never matters.
 */

export const KYIV_TZ = 'Europe/Kyiv';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function partsFormatter(): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: KYIV_TZ });
  } catch {
    // Browsers with tz data older than 2022b only know the former spelling.
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/Kiev' });
  }
}

const formatter = partsFormatter();

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function kyivParts(ms: number): WallParts {
  const p = Object.fromEntries(formatter.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** Kyiv's offset from UTC at the instant `ms`, in ms (+2 h in winter, +3 h in summer). */
export function kyivOffset(ms: number): number {
  const p = kyivParts(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function offsetText(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMs) / 60_000;
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function toWall(p: WallParts, separator: ' ' | 'T'): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}${separator}${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

const toMillis = (instant: number | Date) => (instant instanceof Date ? instant.getTime() : instant);

const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Kyiv wall-clock time (`YYYY-MM-DD HH:mm[:ss]`, or a bare date meaning midnight) → ISO 8601
 * with Kyiv's offset, e.g. `2026-11-22 17:00` → `2026-11-22T17:00:00+02:00`.
 * On the autumn night when 03:00–03:59 happens twice the earlier one is taken; a time skipped
 * by the spring change (03:00–03:59 on the last Sunday of March) moves an hour on, as clocks do.
 * Returns null for a malformed value.
 */
export function kyivWallTimeToIso(wall: string | null | undefined): string | null {
  const m = WALL_RE.exec((wall ?? '').trim());
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  const wallMs = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(wallMs);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  // The offsets a day before and after cover both sides of any change of clocks.
  const before = kyivOffset(wallMs - DAY);
  const after = kyivOffset(wallMs + DAY);
  const valid = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((instant) => kyivOffset(instant) === wallMs - instant)
    .sort((a, b) => a - b);
  const instant = valid[0] ?? wallMs - before;
  return isoInKyiv(instant);
}

/** An instant as ISO 8601 in Kyiv's wall time with its offset: `2026-11-22T17:00:00+02:00`. */
export function isoInKyiv(instant: number | Date): string {
  const ms = toMillis(instant);
  return `${toWall(kyivParts(ms), 'T')}${offsetText(kyivOffset(ms))}`;
}

/**
 * ISO instant → Kyiv wall-clock time `YYYY-MM-DD HH:mm:ss` (what Mantine's DateTimePicker
 * takes as a value). Null for a missing or invalid value.
 */
export function isoToKyivWallTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return toWall(kyivParts(ms), ' ');
}

/** Kyiv midnight at the start of a calendar day (`YYYY-MM-DD`) as ISO; null when malformed. */
export function kyivDayStartIso(date: string | null | undefined): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return kyivWallTimeToIso(`${date} 00:00:00`);
}

/**
 * The last moment of a Kyiv calendar day (`YYYY-MM-DD`) as ISO with milliseconds,
 * e.g. `2026-10-25` → `2026-10-25T23:59:59.999+02:00`; null when malformed.
 */
export function kyivDayEndIso(date: string | null | undefined): string | null {
  const start = kyivDayStartIso(date);
  if (!start) return null;
  const [y, mo, d] = date!.split('-').map(Number);
  const next = new Date(Date.UTC(y!, mo! - 1, d! + 1));
  const nextStart = kyivDayStartIso(next.toISOString().slice(0, 10));
  const lastMs = Date.parse(nextStart!) - 1;
  return `${toWall(kyivParts(lastMs), 'T')}.999${offsetText(kyivOffset(lastMs))}`;
}

/** The Kyiv calendar date of an instant, `YYYY-MM-DD`. */
export function kyivDate(instant: number | Date): string {
  return toWall(kyivParts(toMillis(instant)), ' ').slice(0, 10);
}

/** Today's calendar date in Kyiv, `YYYY-MM-DD`. */
export function kyivToday(now: number = Date.now()): string {
  return kyivDate(now);
}

/** An instant as people read it in Kyiv time: `22.11.2026 17:00` (letters, errors, the interface). */
export function formatKyivDateTime(instant: number | Date): string {
  const p = kyivParts(toMillis(instant));
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}
