import { addStrings } from './i18n';

/** Ukrainian strings of the shared lists: a table on wide screens, cards on phones (components/ui/responsive-table.tsx). */
export const ukLists = {
  loading: 'Завантаження…',
  pagination: '{{from}}–{{to}} з {{total}}',
  perPage: 'На сторінці',
  pages: 'Сторінки списку',
  scrollRegion: '{{name}}: таблиця, що прокручується вбік',
  page: 'Сторінка {{page}}',
  firstPage: 'Перша сторінка',
  previousPage: 'Попередня сторінка',
  nextPage: 'Наступна сторінка',
  lastPage: 'Остання сторінка',
  sort: 'Сортування',
  sortUnset: 'Оберіть порядок',
  newestFirst: 'Спочатку нові',
  ascending: '{{column}}: за зростанням',
  descending: '{{column}}: за спаданням',
  /** The period of a filtered list (components/ui/filter-panel.tsx). */
  filters: {
    from: 'Від',
    to: 'До',
    datePlaceholder: 'ДД.ММ.РРРР',
  },
};

addStrings({ lists: ukLists });
