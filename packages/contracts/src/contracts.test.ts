import { describe, expect, it } from 'vitest';
import { computeActions } from './permissions.ts';
import { normalizeMoney, zMoney } from './money.ts';
import { joinContacts, splitContacts } from './contacts.ts';
import { ZTenderWrite } from './tenders.ts';
import { evaluationText } from './evaluation.ts';
import { zPassword } from './common.ts';

describe('computeActions', () => {
  it('gives a provider only provider actions', () => {
    const a = computeActions('provider', []);
    expect(a['offer.create']).toBe(true);
    expect(a['tender.create']).toBe(false);
    expect(a['provider.manage']).toBe(false);
  });
  it('unites the actions of several bank roles', () => {
    const a = computeActions('bank', ['auditor', 'manager']);
    expect(a['tender.publish']).toBe(true);
    expect(a['feedback.view']).toBe(true);
    expect(a['offer.create']).toBe(false);
    expect(a['user.manage']).toBe(false);
  });
});

describe('money', () => {
  it('normalises decimal strings', () => {
    expect(normalizeMoney('12500')).toBe('12500.00');
    expect(normalizeMoney('007.5')).toBe('7.50');
    expect(zMoney('Сума').parse('12 500,5')).toBe('12500.50');
  });
  it('refuses negatives, three decimals and absurd amounts', () => {
    for (const bad of ['-1', '1.234', '1e5', '10000000000000', 'abc', '']) {
      expect(zMoney('Сума').safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('contacts', () => {
  it('turns an empty string into one empty item and back', () => {
    expect(splitContacts('')).toEqual(['']);
    expect(splitContacts('a@b.ua, c@d.ua')).toEqual(['a@b.ua', 'c@d.ua']);
    expect(joinContacts(['a', '', ' b '])).toBe('a, b');
  });
});

describe('ZTenderWrite', () => {
  it('names the field in its message', () => {
    const r = ZTenderWrite.safeParse({ title: 'x' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message).join('\n');
    expect(messages).toContain('«Назва»');
    expect(messages).toContain('«Регіон»');
  });
});

describe('length messages', () => {
  it('use the right Ukrainian plural', async () => {
    const { zText } = await import('./common.ts');
    expect(zText('Назва', 100, 5).safeParse('abc').error!.issues[0]!.message).toBe(
      'Поле «Назва» має містити щонайменше 5 символів',
    );
    expect(zText('Код', 100, 3).safeParse('a').error!.issues[0]!.message).toBe(
      'Поле «Код» має містити щонайменше 3 символи',
    );
  });
});

describe('evaluationText', () => {
  it('names the method, and a weighted one’s criteria in use with their weights', () => {
    expect(evaluationText({ method: 'lowest_cost', weights: null })).toBe('Найнижча загальна вартість');
    expect(evaluationText({ method: 'weighted', weights: { cost: 50, sla: 25, connection: 0, technical: 25 } })).toBe(
      'Зважена оцінка за критеріями: загальна вартість за строк договору 50 %, доступність за SLA 25 %, технічна оцінка 25 %',
    );
  });
});

describe('zPassword', () => {
  const message = (value: string) => zPassword('Новий пароль').safeParse(value).error?.issues[0]?.message;

  it('calls an empty password missing and a short one short', () => {
    expect(message('')).toBe('Поле «Новий пароль» є обов’язковим');
    expect(message('short')).toBe('Поле «Новий пароль» має містити щонайменше 12 символів');
    expect(message('a'.repeat(12))).toBeUndefined();
  });
});
