/**
 * The strength rule for a password being set (ADR 0018): at least PASSWORD_MIN_LENGTH characters,
 * and zxcvbn must not guess it within 10^8 tries (score ≥ 3) or find the owner's e-mail or name
 * in it. The server applies it to every password it sets (lib/passwords.ts, hashNewPassword); the
 * web's strength meter loads this same module lazily, so the meter and the server cannot disagree.
 * It must stay free of Node.js APIs and server imports: it runs in the browser too.
 */
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './common.ts';

/**
 * zxcvbn's 3: about 10^8 guesses, beyond an online attack held back by rate limits and out of
 * reach of an offline one against argon2id (ADR 0018); 4 would refuse ordinary passphrases.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Whose password it is; parts of these must not appear in it. */
export interface PasswordOwner {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface PasswordStrength {
  /** 0–4, zxcvbn's scale; capped below PASSWORD_MIN_SCORE when the password is refused for another reason. */
  score: number;
  acceptable: boolean;
  /** Why it is weak, one Ukrainian sentence; null when there is nothing to warn about. */
  warning: string | null;
  /** Ukrainian hints how to make it stronger. */
  suggestions: string[];
}

/** zxcvbn's feedback in Ukrainian, given to it as its translations. */
const UK: TranslationKeys = {
  warnings: {
    straightRow: 'Клавіші, що стоять підряд на клавіатурі, легко вгадати.',
    keyPattern: 'Короткі візерунки на клавіатурі легко вгадати.',
    simpleRepeat: 'Повтори на кшталт «aaa» легко вгадати.',
    extendedRepeat: 'Повтори на кшталт «abcabcabc» легко вгадати.',
    sequences: 'Послідовності на кшталт «abc» чи «123» легко вгадати.',
    recentYears: 'Останні роки легко вгадати.',
    dates: 'Дати легко вгадати.',
    topTen: 'Це один із найпоширеніших паролів.',
    topHundred: 'Це дуже поширений пароль.',
    common: 'Це поширений пароль, він є у списках зламаних паролів.',
    similarToCommon: 'Він схожий на поширений пароль зі списків зламаних паролів.',
    wordByItself: 'Окреме слово легко вгадати.',
    namesByThemselves: 'Окремі імена та прізвища легко вгадати.',
    commonNames: 'Поширені імена та прізвища легко вгадати.',
    userInputs: 'Він містить вашу електронну пошту, ім’я чи прізвище.',
    pwned: 'Цей пароль уже витік в інтернет.',
  },
  suggestions: {
    l33t: 'Передбачувані заміни на кшталт «@» замість «a» не допомагають.',
    reverseWords: 'Слова, написані задом наперед, не допомагають.',
    allUppercase: 'Великі літери лише в деяких місцях, а не всюди.',
    capitalization: 'Велика лише перша літера не допомагає.',
    dates: 'Уникайте дат і років, пов’язаних із вами.',
    recentYears: 'Уникайте останніх років.',
    associatedYears: 'Уникайте років, пов’язаних із вами.',
    sequences: 'Уникайте поширених послідовностей символів.',
    repeated: 'Уникайте повторів слів і символів.',
    longerKeyboardPattern: 'Візерунок на клавіатурі має бути довшим і кілька разів змінювати напрямок.',
    anotherWord: 'Додайте ще кілька незвичних слів.',
    useWords: 'Складіть фразу з кількох слів, але не поширений вислів.',
    noNeed: 'Цифри, символи й великі літери не обов’язкові: довга фраза надійніша.',
    pwned: 'Якщо ви використовуєте цей пароль деінде, змініть його.',
  },
  // Not shown anywhere; abbreviations spare plural forms.
  timeEstimation: {
    ltSecond: 'менше секунди',
    second: '{base} с',
    seconds: '{base} с',
    minute: '{base} хв',
    minutes: '{base} хв',
    hour: '{base} год',
    hours: '{base} год',
    day: '{base} дн.',
    days: '{base} дн.',
    month: '{base} міс.',
    months: '{base} міс.',
    year: '{base} р.',
    years: '{base} р.',
    centuries: 'століття',
  },
};

// This product's own words (ASVS 6.2.11), the first a guesser tries here; zxcvbn knows no Ukrainian.
const CONTEXT_WORDS = [
  'пароль',
  'parol',
  'телеком',
  'telecom',
  'тендер',
  'tender',
  'банк',
  'bank',
  'провайдер',
  'provider',
];

const TOO_SHORT = `Він коротший за ${PASSWORD_MIN_LENGTH} символів.`;

// Ranking the dictionaries takes a few hundred milliseconds: done on the first check, not on import.
let zxcvbn: ZxcvbnFactory | undefined;
const factory = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, context: CONTEXT_WORDS },
    graphs: adjacencyGraphs,
    translations: UK,
    maxLength: PASSWORD_MAX_LENGTH,
  }));

/** The owner's e-mail, its local part and that part's words, first and last name; 1–2 letters would match by chance. */
function ownerInputs({ email, firstName, lastName }: PasswordOwner): string[] {
  const local = email?.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]+/), firstName, lastName]
    .map((s) => s?.trim() ?? '')
    .filter((s) => s.length >= 3);
}

/** Judges a password being set against the rule above, with feedback in Ukrainian. */
export function checkPasswordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const result = factory().check(password, ownerInputs(owner));
  const { warning, suggestions } = result.feedback;
  const refusedAnyway = (why: string): PasswordStrength => ({
    score: Math.min(result.score, PASSWORD_MIN_SCORE - 1),
    acceptable: false,
    warning: why,
    suggestions,
  });
  // zxcvbn only lowers the score for the owner's data; containing it at all is refused.
  if (result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) {
    return refusedAnyway(UK.warnings.userInputs);
  }
  if (password.length < PASSWORD_MIN_LENGTH) return refusedAnyway(warning ?? TOO_SHORT);
  return { score: result.score, acceptable: result.score >= PASSWORD_MIN_SCORE, warning, suggestions };
}
