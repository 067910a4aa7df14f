import { addStrings } from './i18n';

/** Ukrainian strings of the questions screens and sections. A module that uses them imports this file. */
export const ukQuestions = {
  title: 'Запитання та відповіді',
  empty: 'Запитань поки немає.',
  emptyCanAsk: 'Запитань поки немає. Якщо щось в умовах тендера незрозуміло — запитайте.',
  loadFailed: 'Не вдалося завантажити запитання',
  retry: 'Спробувати ще раз',
  loading: 'Завантаження запитань…',
  list: 'Запитання до тендера',
  unansweredCount_one: '{{count}} без відповіді',
  unansweredCount_few: '{{count}} без відповіді',
  unansweredCount_many: '{{count}} без відповіді',
  unansweredCount_other: '{{count}} без відповіді',
  awaiting: 'Очікує відповіді',
  own: 'Ваше запитання',
  askedAt: 'Поставлено {{value}}',
  from: 'Від: {{name}}',
  answer: 'Відповідь',
  answeredAt: 'Відповідь від {{value}}',
  closed: 'Прийом запитань завершився разом із терміном подання пропозицій.',
  ask: {
    label: 'Ваше запитання',
    placeholder: 'Напр.: чи є на об’єкті кабельна каналізація до серверної?',
    hint: 'Запитання бачить банк. Відповідь побачать усі провайдери — без назви вашої організації.',
    submit: 'Надіслати запитання',
    done: 'Запитання надіслано',
    doneText: 'Відповідь з’явиться в розділі «Запитання та відповіді» цього тендера.',
  },
  reply: {
    label: 'Відповідь',
    labelFor: 'Відповідь на запитання №{{id}}',
    placeholder: 'Відповідь побачать усі провайдери',
    submit: 'Відповісти',
    correct: 'Виправити відповідь',
    save: 'Зберегти відповідь',
    cancel: 'Скасувати',
    done: 'Відповідь збережено',
    doneText: 'Її вже бачать усі провайдери.',
  },
} as const;

addStrings({ questions: ukQuestions });
