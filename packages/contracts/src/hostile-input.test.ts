import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isFreeOfControlCharacters, zDate, zDateTime, zServerString, zString } from './common.ts';
import { ZOfferVersionRequest } from './offers.ts';
import { ZProfileWrite } from './provider-account.ts';
import { ZAskQuestionRequest } from './questions.ts';
import { ZRegisterRequest } from './registration.ts';
import {
  ZExtendTenderRequest,
  ZPublishTenderRequest,
  ZTenderListQuery,
  ZTenderUpdate,
  ZTenderWrite,
} from './tenders.ts';
import { zMoney } from './money.ts';

type Schema = z.core.$ZodType;

const refusesControlCharacters = (schema: Schema) =>
  (schema._zod.def.checks ?? []).some((check) => (check._zod.def as { fn?: unknown }).fn === isFreeOfControlCharacters);
const isServerOnly = (schema: Schema) => z.globalRegistry.get(schema)?.readOnly === true;

/**
 * Every string reachable from `schema` that neither refuses control characters nor is marked as
 * written by the server only. A pipe is followed on its input side: its output side only ever
 * sees what the input side let through.
 */
function unguardedStrings(schema: Schema, at: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, where: string) => unguardedStrings(inner as Schema, where, seen);
  switch (def.type) {
    case 'string':
      return refusesControlCharacters(schema) || isServerOnly(schema) ? [] : [at];
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, Schema>).flatMap(([key, value]) => walk(value, `${at}.${key}`)),
        ...(def.catchall ? walk(def.catchall, `${at}.*`) : []),
      ];
    case 'array':
    case 'set':
      return walk(def.element ?? def.valueType, `${at}[]`);
    case 'union':
      return (def.options as Schema[]).flatMap((option, i) => walk(option, `${at}|${i}`));
    case 'intersection':
      return [...walk(def.left, at), ...walk(def.right, at)];
    case 'record':
    case 'map':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case 'tuple':
      return [
        ...(def.items as Schema[]).flatMap((item, i) => walk(item, `${at}[${i}]`)),
        ...(def.rest ? walk(def.rest, `${at}[…]`) : []),
      ];
    case 'pipe':
      return walk(def.in, at);
    case 'lazy':
      return walk((def.getter as () => Schema)(), at);
    default:
      return 'innerType' in def ? walk(def.innerType, at) : [];
  }
}

const SOURCE_DIR = import.meta.dirname;
const sourceFiles = fs.readdirSync(SOURCE_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** Every exported zod schema of the package, by `module.export`. */
async function exportedSchemas(): Promise<[string, Schema][]> {
  const found: [string, Schema][] = [];
  for (const file of sourceFiles) {
    const url = pathToFileURL(path.join(SOURCE_DIR, file)).href;
    const module = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) found.push([`${file}:${name}`, value]);
    }
  }
  return found;
}

describe('every contract string', () => {
  it('refuses control characters or is written by the server only', async () => {
    const schemas = await exportedSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.flatMap(([name, schema]) => unguardedStrings(schema, name))).toEqual([]);
  });

  it('is caught when it is a raw z.string()', () => {
    const raw = z.object({ name: z.string(), tags: z.array(z.string().optional()), ok: zString('Ok') });
    expect(unguardedStrings(raw, 'Raw')).toEqual(['Raw.name', 'Raw.tags[]']);
    expect(unguardedStrings(z.object({ at: zServerString() }), 'Answer')).toEqual([]);
  });

  it('is made in common.ts only', () => {
    const makesString = /\bz\s*\.\s*(?:coerce\s*\.\s*)?(?:string|iso)\b/;
    const offenders = sourceFiles
      .filter((f) => f !== 'common.ts')
      .filter((f) => makesString.test(fs.readFileSync(path.join(SOURCE_DIR, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** A test name that shows every control character as its escape. */
const shown = (value: string) =>
  JSON.stringify(value).replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

describe('control characters', () => {
  const field = zString('Назва');
  const refused = [
    '\u0000',
    'a\u0000b',
    '\u0001',
    '\u0008',
    '\u000b',
    '\u000c',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    '\u009f',
    'a\rb',
    'end\r',
  ];
  const allowed = ['', 'Тендер №1', 'a\tb', 'рядок\nрядок', 'Windows\r\nрядок', '€ — «лапки» 🙂'];

  it.each(refused.map((v) => [shown(v), v]))('refuses %s naming the field', (_, value) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe('Поле «Назва» містить недопустимі керівні символи');
  });

  it.each(allowed.map((v) => [shown(v), v]))('accepts %s', (_, value) => {
    expect(field.safeParse(value).success).toBe(true);
  });

  it('are refused in query parameters and bodies with the field named', () => {
    const first = (r: { error?: z.ZodError }) => r.error?.issues[0]?.message;
    expect(first(ZTenderListQuery.safeParse({ q: 'a\u0000b' }))).toBe(
      'Поле «Пошук» містить недопустимі керівні символи',
    );
    expect(first(ZAskQuestionRequest.safeParse({ question: 'Чому\u0000так?' }))).toBe(
      'Поле «Запитання» містить недопустимі керівні символи',
    );
    expect(first(ZProfileWrite.safeParse({ first_name: 'Іван\u0007', last_name: 'Петренко' }))).toBe(
      'Поле «Ім’я» містить недопустимі керівні символи',
    );
    expect(first(zMoney('Сума').safeParse('12\u0000'))).toBe('Поле «Сума» містить недопустимі керівні символи');
    const register = ZRegisterRequest.safeParse({
      organization: { name: 'ТОВ\u0000', edr: '\u0000' },
      user: { first_name: 'a', last_name: 'b', email: 'a@b.ua', phones: ['\u0000'], password: 'x\u0000' },
      altcha: '\u0000',
    });
    const messages = register.error!.issues.map((i) => i.message);
    for (const name of ['Назва організації', 'Код ЄДРПОУ', 'Телефони', 'Пароль', 'Перевірка від ботів']) {
      expect(messages).toContain(`Поле «${name}» містить недопустимі керівні символи`);
    }
  });

  it('are checked in linear time on a large string', () => {
    const started = performance.now();
    expect(isFreeOfControlCharacters('а'.repeat(2_000_000) + '\u0000')).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('dates', () => {
  const date = zDate('Бажана дата підключення');
  const dateTime = zDateTime('Кінцевий термін');
  const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('refuse a day the calendar does not have', () => {
    for (const impossible of ['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00']) {
      expect(message(date, impossible), impossible).toBe('Поле «Бажана дата підключення»: такої дати не існує');
    }
    expect(date.safeParse('2028-02-29').success).toBe(true);
    expect(message(dateTime, '2027-02-30T10:00:00Z')).toContain('«Кінцевий термін»');
    expect(message(dateTime, '2027-01-01T24:00:00Z')).toContain('«Кінцевий термін»');
  });

  it('keep the year between 2000 and 2100', () => {
    for (const far of ['1900-01-01', '0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(message(date, far), far).toBe('Поле «Бажана дата підключення»: рік має бути від 2000 до 2100');
      expect(message(dateTime, `${far}T00:00:00Z`), far).toBe('Поле «Кінцевий термін»: рік має бути від 2000 до 2100');
    }
    for (const edge of ['2000-01-01', '2100-12-31']) {
      expect(date.safeParse(edge).success, edge).toBe(true);
      expect(dateTime.safeParse(`${edge}T12:00:00+02:00`).success, edge).toBe(true);
    }
  });

  it('name the field for every wrong shape', () => {
    for (const wrong of [
      '',
      '2027-1-1',
      '27-01-01',
      '2027-01-01T00:00:00Z',
      'завтра',
      20270101,
      null,
      ['2027-01-01'],
    ]) {
      expect(message(date, wrong), JSON.stringify(wrong)).toContain('«Бажана дата підключення»');
    }
    for (const wrong of ['', '2027-01-01', '2027-01-01T10:00:00', '+275760-09-13T00:00:00Z', 1700000000000, null]) {
      expect(message(dateTime, wrong), JSON.stringify(wrong)).toContain('«Кінцевий термін»');
    }
  });

  it('are the ones tender writes use', () => {
    const issues = (body: object) =>
      ZTenderWrite.safeParse(body).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ connection_date: '2027-02-30' })).toContainEqual([
      'connection_date',
      'Поле «Бажана дата підключення»: такої дати не існує',
    ]);
    expect(issues({ offers_deadline: '9999-12-31T23:59:59Z' })).toContainEqual([
      'offers_deadline',
      'Поле «Кінцевий термін подання пропозицій»: рік має бути від 2000 до 2100',
    ]);
    expect(ZExtendTenderRequest.safeParse({ offers_deadline: '1900-01-01T00:00:00Z', version: 1 }).success).toBe(false);
    expect(ZTenderListQuery.safeParse({ deadline_from: '0000-01-01T00:00:00Z' }).success).toBe(false);
  });
});

describe('versions', () => {
  it('fit a PostgreSQL integer, so a write never asks the database about 2³¹', () => {
    for (const schema of [
      ZOfferVersionRequest,
      ZPublishTenderRequest,
      z.object({ version: ZTenderUpdate.in.shape.version }),
    ]) {
      for (const wrong of [2_147_483_648, -2_147_483_649, 0, 1.5, '1', null]) {
        expect(schema.safeParse({ version: wrong }).error?.issues[0]?.message, String(wrong)).toContain('«Версія»');
      }
      expect(schema.safeParse({ version: 2_147_483_647 }).success).toBe(true);
    }
  });
});
