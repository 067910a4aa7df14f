import { describe, expect, it } from 'vitest';
import { awardReasonError } from './tenders.ts';

describe('awardReasonError', () => {
  it('lets a compliant offer win without a reason', () => {
    expect(awardReasonError('', [])).toBeNull();
  });

  it('asks for a reason for an offer that misses requirements, naming the field and the requirements', () => {
    expect(awardReasonError('  \n ', ['interface', 'connection_date'])).toBe(
      'Поле «Обґрунтування вибору» є обов’язковим, бо пропозиція не відповідає вимогам тендера: інтерфейс, строк підключення',
    );
    expect(awardReasonError('Погоджено з ІТ-службою', ['interface'])).toBeNull();
  });
});
