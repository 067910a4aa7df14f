import { describe, expect, it } from 'vitest';
import { edrError, isValidEdrpou, isValidPhone, isValidRnokpp, ZRegisterRequest } from './registration.ts';

describe('isValidEdrpou', () => {
  it('accepts the documented example and other real codes', () => {
    // 32855961 uses the 7,1,2… weights (between 30 and 60 million); 00032129 and 14360570 the 1..7 ones.
    for (const code of ['32855961', '00032129', '14360570', '21560766']) expect(isValidEdrpou(code)).toBe(true);
  });
  it('refuses a wrong check digit, wrong length and non-digits', () => {
    for (const code of ['32855968', '00032120', '14360571', '3285596', '328559610', '3285596a', '']) {
      expect(isValidEdrpou(code)).toBe(false);
    }
  });
  it('takes the second pass when the first remainder is 10', () => {
    // Find a code below 30 million whose first pass leaves 10.
    const codes = Array.from({ length: 100_000 }, (_, i) => String(i).padStart(7, '0'));
    const needsSecond = codes.find((c) => [...c].reduce((s, d, i) => s + Number(d) * (i + 1), 0) % 11 === 10)!;
    const second = ([...needsSecond].reduce((s, d, i) => s + Number(d) * (i + 3), 0) % 11) % 10;
    expect(isValidEdrpou(`${needsSecond}${second}`)).toBe(true);
    expect(isValidEdrpou(`${needsSecond}${(second + 1) % 10}`)).toBe(false);
  });
});

describe('isValidRnokpp', () => {
  it('accepts the documented example', () => {
    expect(isValidRnokpp('1759013776')).toBe(true);
  });
  it('refuses a wrong check digit and wrong length', () => {
    for (const code of ['1759013770', '1759013771', '175901377', '17590137760', 'abcdefghij']) {
      expect(isValidRnokpp(code)).toBe(false);
    }
  });
  it('handles a negative weighted sum', () => {
    // S = −9 ⇒ ((−9 mod 11) + 11) mod 11 = 2.
    expect(isValidRnokpp('9000000002')).toBe(true);
    expect(isValidRnokpp('9000000009')).toBe(false);
  });
});

describe('edrError', () => {
  it('checks ЄДРПОУ or РНОКПП by the ФОП flag and names the field', () => {
    expect(edrError('32855961', false)).toBeNull();
    expect(edrError('1759013776', true)).toBeNull();
    expect(edrError('1759013776', false)).toContain('«Код ЄДРПОУ»');
    expect(edrError('32855961', true)).toContain('«РНОКПП»');
    expect(edrError('32855968', false)).toContain('контрольна цифра');
    expect(edrError('', true)).toContain('«РНОКПП» є обов’язковим');
  });
});

describe('isValidPhone', () => {
  it('accepts Ukrainian formats and refuses short or lettered ones', () => {
    expect(isValidPhone('+380 44 123-45-67')).toBe(true);
    expect(isValidPhone('(044) 123 45 67')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('+380 44 ABC')).toBe(false);
  });
});

const valid = () => ({
  organization: {
    name: 'ТОВ «Зв’язок»',
    brand: 'Zvyazok',
    edr: '32855961',
    ipn: '',
    website: 'zvyazok.ua',
    accounting_contacts: 'Олена, +380441234567',
    technical_support_contacts: '',
    accounting_emails: 'Buh@Zvyazok.ua, ,',
    technical_emails: '',
    is_fop: false,
    is_pipeline: true,
    is_paper_less: false,
  },
  user: {
    first_name: 'Іван',
    last_name: 'Петренко',
    email: 'Ivan@Zvyazok.ua',
    phones: ['+380 44 123 45 67', ''],
    password: 'Pass-2026-word',
  },
  altcha: 'x',
});

describe('ZRegisterRequest', () => {
  it('normalises a valid request', () => {
    const r = ZRegisterRequest.parse(valid());
    expect(r.organization.website).toBe('https://zvyazok.ua');
    expect(r.organization.accounting_emails).toBe('buh@zvyazok.ua');
    expect(r.user.email).toBe('ivan@zvyazok.ua');
    expect(r.user.phones).toEqual(['+380 44 123 45 67']);
  });
  it('names every wrong field at once, the registry code included', () => {
    const bad = valid();
    bad.organization.name = '';
    bad.organization.edr = '32855968';
    bad.organization.ipn = '123';
    bad.organization.website = 'not a site';
    bad.organization.technical_emails = 'ok@a.ua, broken@';
    bad.user.phones = [''];
    bad.user.password = 'short';
    bad.altcha = '';
    const issues = ZRegisterRequest.safeParse(bad).error!.issues;
    const byPath = Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath['organization.name']).toContain('«Назва організації»');
    expect(byPath['organization.edr']).toContain('«Код ЄДРПОУ»');
    expect(byPath['organization.ipn']).toContain('«ІПН платника ПДВ»');
    expect(byPath['organization.website']).toContain('«Вебсайт»');
    expect(byPath['organization.technical_emails']).toContain('broken@');
    expect(byPath['user.phones']).toContain('«Телефони»');
    expect(byPath['user.password']).toContain('«Пароль»');
    expect(byPath['altcha']).toContain('«Перевірка від ботів»');
  });
  it('asks a ФОП for a РНОКПП', () => {
    const fop = valid();
    fop.organization.is_fop = true;
    expect(ZRegisterRequest.safeParse(fop).error!.issues[0]!.message).toContain('«РНОКПП»');
    fop.organization.edr = '1759013776';
    expect(ZRegisterRequest.safeParse(fop).success).toBe(true);
  });
});
