import { addStrings } from './i18n';

/** The download of a list as a file (components/export): the archive of tenders and the provider's history. */
export const ukExports = {
  label: 'Експорт',
  xlsx: 'Експорт XLSX',
  csv: 'Експорт CSV',
  preparing: 'Готуємо файл {{format}}…',
  received: 'Завантажено {{size}} ({{format}})',
  progress: 'Завантаження файлу {{format}}',
  cancel: 'Скасувати',
  cancelLabel: 'Скасувати завантаження {{format}}',
  cancelled: 'Завантаження файлу {{format}} скасовано',
  done: 'Файл {{name}} завантажено',
};

addStrings({ exports: ukExports });
