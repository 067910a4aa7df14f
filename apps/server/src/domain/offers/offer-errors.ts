import { AppError, invalidTransition, notFound } from '../../lib/app-error.ts';
import { formatKyivDateTime } from '@tt/contracts/kyiv-time';

/** The same answer for a missing offer and one the caller may not see (another provider's, a sealed one). */
export const offerNotFound = () => notFound('Пропозицію не знайдено');

/**
 * The bank's one answer for an offer it may not read: sealed before the deadline, missing, a
 * draft or withdrawn. It explains the seal without saying which of these it is (ADR 0007).
 */
export const offerNotShownToBank = () =>
  notFound(
    'Пропозицію не показано. Пропозиції запечатані до кінцевого терміну подання пропозицій тендера; ' +
      'якщо цей термін уже минув, такої пропозиції немає або вона вам недоступна.',
  );

export const organizationNotVerified = () =>
  new AppError(
    403,
    'organization_not_verified',
    'Подавати пропозиції можуть лише верифіковані організації. Адміністратор банку перевіряє дані вашої організації ' +
      '(ЄДРПОУ або РНОКПП, контакти) після реєстрації; щойно її буде верифіковано, ви зможете подати пропозицію. ' +
      'Якщо верифікація затримується, напишіть банку через форму зворотного зв’язку.',
  );

export const offersDeadlinePassed = (deadline: Date) =>
  new AppError(
    409,
    'deadline_passed',
    `Кінцевий термін подання пропозицій минув (${formatKyivDateTime(deadline)} за київським часом): ` +
      'пропозиції більше не приймаються, не змінюються і не відкликаються.',
  );

export const tenderCancelled = () =>
  invalidTransition('Тендер скасовано: пропозиції на нього більше не приймаються і не змінюються.');

export const offerAlreadyExists = (offerId: number) =>
  new AppError(
    409,
    'conflict',
    'Ваша організація вже має пропозицію на цей тендер (одна пропозиція від організації). Відкрийте її, щоб змінити, подати або відкликати.',
    { offer_id: offerId },
  );

/**
 * An offer saved before every offer had to state its channel is submitted only once it does
 * (docs/product/lifecycles.md §7): 400 naming each missing field.
 */
export const offerChannelNotStated = (missing: readonly { field: string; label: string }[]) =>
  new AppError(
    400,
    'validation_failed',
    `Щоб подати пропозицію, вкажіть у ній ${missing.map((m) => `«${m.label}»`).join(', ')}: відредагуйте пропозицію, збережіть і подайте знову.`,
    {
      fields: Object.fromEntries(
        missing.map((m) => [m.field, `Поле «${m.label}» є обов’язковим: вкажіть, що саме ви пропонуєте`]),
      ),
    },
  );
