import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, PASSWORD_MIN_SCORE } from './password-strength.ts';

describe('checkPasswordStrength', () => {
  it.each(['Password123!', 'Qwerty123456', 'password1234'])('refuses the breached password %s in Ukrainian', (p) => {
    const strength = checkPasswordStrength(p);
    expect(strength.acceptable).toBe(false);
    expect(strength.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(strength.warning).toMatch(/поширений пароль/);
  });

  it('accepts a passphrase without digits, symbols or capitals', () => {
    expect(checkPasswordStrength('тихий ранок над морем')).toMatchObject({ acceptable: true, warning: null });
    expect(checkPasswordStrength('correct violin harbour lamp').acceptable).toBe(true);
  });

  it('refuses a strong-looking password that is shorter than the minimum', () => {
    expect(checkPasswordStrength('Xq7#vL2!pR')).toMatchObject({
      acceptable: false,
      warning: 'Він коротший за 12 символів.',
    });
  });

  it("refuses the owner's e-mail or name anywhere in the password, whatever the score", () => {
    const owner = { email: 'olena.kovalenko@bank.ua', firstName: 'Олена', lastName: 'Коваленко' };
    for (const p of ['Коваленко-сонце-море-77', 'kovalenko-violin-harbour', 'Olena.Kovalenko@Bank.ua!']) {
      expect(checkPasswordStrength(p, owner), p).toMatchObject({
        acceptable: false,
        warning: 'Він містить вашу електронну пошту, ім’я чи прізвище.',
      });
    }
    expect(checkPasswordStrength('Коваленко-сонце-море-77').acceptable).toBe(true);
  });

  it("refuses this product's name run together", () => {
    expect(checkPasswordStrength('телекомтендер').acceptable).toBe(false);
  });
});
