import { addStrings } from './i18n';

/** Ukrainian strings of the documents screens and sections. A module that uses them imports this file. */
export const ukDocuments = {
  title: 'Документи',
  empty: 'Документів немає.',
  emptyEditable: 'Документів ще немає. Додайте їх нижче.',
  listLabel: 'Список документів',
  uploadedBy: 'Завантажив(-ла): {{name}}',
  hiddenUploader: 'Автор прихований',
  download: 'Завантажити «{{name}}»',
  checksum: 'Контрольна сума SHA-256',
  checksumOf: 'Контрольна сума SHA-256 файлу «{{name}}»',
  checksumHint: 'За нею можна перевірити, що отриманий файл не змінено.',
  copy: 'Копіювати',
  copied: 'Скопійовано',
  size: {
    kb: '{{value}} КБ',
    mb: '{{value}} МБ',
  },
  drop: {
    label: 'Додати документи',
    idle: 'Перетягніть файли сюди або натисніть, щоб вибрати',
    accept: 'Відпустіть, щоб завантажити',
    hint: 'Формати: {{extensions}}. До {{max}} кожен файл.',
    busy: 'Файли завантажуються по черзі, можна додавати ще.',
  },
  check: {
    tooLarge: 'Файл «{{name}}» завеликий ({{size}}). Найбільший дозволений розмір — {{max}}.',
    badType: 'Файл «{{name}}» має недозволений формат. Дозволені формати: {{extensions}}.',
    noExtension: 'Файл «{{name}}» не має розширення, тож його формат невідомий. Дозволені формати: {{extensions}}.',
    empty: 'Файл «{{name}}» порожній.',
  },
  queue: {
    label: 'Завантаження файлів',
    waiting: 'Очікує в черзі',
    uploading: 'Завантаження… {{percent}}%',
    processing: 'Перевірка на сервері…',
    failedFile: 'Не вдалося завантажити «{{name}}»',
    retry: 'Повторити',
    retryFile: 'Повторити завантаження «{{name}}»',
    pending: 'буде завантажено після збереження',
    pendingLabel: 'Файли, які буде завантажено',
    remove: 'Прибрати «{{name}}» зі списку',
    progress: 'Завантаження файлу «{{name}}»',
    cancel: 'Скасувати завантаження «{{name}}»',
    dismiss: 'Прибрати повідомлення про «{{name}}»',
    done: 'Документ «{{name}}» додано',
  },
  remove: {
    action: 'Видалити «{{name}}»',
    title: 'Видалення документа',
    text: 'Видалити документ «{{name}}»? Повернути його можна буде, лише завантаживши файл знову.',
    confirm: 'Видалити',
    keep: 'Не видаляти',
    done: 'Документ видалено',
    doneText: 'Документ «{{name}}» видалено.',
  },
} as const;

addStrings({ documents: ukDocuments });
