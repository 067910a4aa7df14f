import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractValidate } from './contract-form';

describe('contractValidate', () => {
  const schema = z.object({ name: z.string().min(2, 'Too short'), phones: z.array(z.string().min(3, 'Bad phone')) });

  it('gives the first message of each field, a list item’s on the list', () => {
    expect(contractValidate(schema)({ name: 'a', phones: ['1', '2'] })).toEqual({
      name: 'Too short',
      phones: 'Bad phone',
    });
  });

  it('gives nothing for valid values', () => {
    expect(contractValidate(schema)({ name: 'Олена', phones: ['+380441234567'] })).toEqual({});
  });

  it('checks the body the values make and puts each message on the field its path names', () => {
    const nested = z.object({ user: z.object({ email: z.email('Bad e-mail') }) });
    const rules = contractValidate(
      nested,
      (v: { email: string }) => ({ user: { email: v.email.trim() } }),
      (path) => (path === 'user.email' ? 'email' : null),
    );
    expect(rules({ email: ' nope ' })).toEqual({ email: 'Bad e-mail' });
    expect(rules({ email: ' a@b.ua ' })).toEqual({});
  });
});
