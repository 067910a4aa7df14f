/**
 * Every Ukrainian string of the interface lives here (one resource, one place to proofread).
 * Components read them with `t('section.key')`; keys are typed (see ./i18n.ts).
 * Feature developers: add your section (e.g. `tenders: {...}`) at the end of the object.
 */
export const uk = {
  app: {
    name: 'Телеком Тендер',
    tagline: 'Закупівлі телекомунікаційних послуг',
    loading: 'Завантаження…',
    skipToContent: 'Перейти до змісту',
  },
  common: {
    confirm: 'Підтвердити',
    cancel: 'Скасувати',
    close: 'Закрити',
  },
  routes: {
    login: 'Вхід',
    reset: 'Відновлення пароля',
    recovery: 'Новий пароль',
    changePassword: 'Зміна пароля',
    serverError: 'Помилка сервера',
    notFound: 'Сторінку не знайдено',
    error: 'Помилка',
    tenders: 'Тендери',
  },
  nav: {
    main: 'Головне меню',
    tenders: 'Тендери',
    openMenu: 'Відкрити меню',
    userMenu: 'Меню користувача',
    changePassword: 'Змінити пароль',
    signOut: 'Вийти',
    bankUser: 'Банк',
  },
  fields: {
    login: 'Електронна пошта',
    password: 'Пароль',
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    newPasswordRepeat: 'Повторіть новий пароль',
    email: 'Електронна пошта',
  },
  auth: {
    signInTitle: 'Вхід до системи',
    signInSubtitle: 'Увійдіть, щоб переглядати тендери та подавати пропозиції',
    signIn: 'Увійти',
    forgotPassword: 'Забули пароль?',
    showPassword: 'Показати або приховати пароль',
    signInFailed: 'Не вдалося увійти',
    sessionEnded: 'Ваш сеанс завершився. Увійдіть знову.',
    loginPlaceholder: 'name@company.ua',
    resetTitle: 'Відновлення пароля',
    resetHint: 'Вкажіть адресу електронної пошти облікового запису — ми надішлемо посилання для встановлення нового пароля.',
    resetSubmit: 'Надіслати посилання',
    resetSentTitle: 'Перевірте пошту',
    resetSent:
      'Якщо адресу {{email}} зареєстровано в системі, на неї надіслано лист із посиланням для відновлення пароля. Посилання діє обмежений час.',
    backToSignIn: 'Повернутися до входу',
    recoveryTitle: 'Встановлення нового пароля',
    recoveryHint: 'Пароль має містити щонайменше 10 символів, літери й цифри.',
    recoverySubmit: 'Зберегти пароль',
    recoveryNoToken: 'Посилання для відновлення недійсне або неповне. Запросіть нове посилання.',
    requestNewLink: 'Запросити нове посилання',
    recoveryDone: 'Пароль змінено. Увійдіть з новим паролем.',
    passwordsDiffer: 'Паролі не збігаються',
    changePasswordTitle: 'Зміна пароля',
    changePasswordSubmit: 'Змінити пароль',
    changePasswordDone: 'Пароль змінено',
    passwordChanged: 'Успіх',
  },
  session: {
    unauthorizedTitle: 'Сеанс завершено',
    unauthorizedText:
      'Ваш сеанс роботи завершився або ви вийшли з системи в іншій вкладці. Щоб продовжити, увійдіть знову.',
    signInAgain: 'Увійти знову',
    sessionEndedSummary: 'Сеанс завершено',
  },
  errors: {
    title: 'Помилка',
    unknown: 'Невідома помилка!',
    network: "Немає з'єднання з сервером. Перевірте підключення до мережі та спробуйте ще раз.",
    notFoundCode: '404',
    notFoundTitle: 'Сторінку не знайдено',
    notFoundText: 'Можливо, адресу введено з помилкою або сторінку було переміщено.',
    serverErrorCode: '500',
    serverErrorTitle: 'Помилка сервера',
    serverErrorText: 'Під час обробки запиту сталася помилка. Спробуйте ще раз за кілька хвилин.',
    boundaryTitle: 'Щось пішло не так',
    boundaryText: 'Сторінку не вдалося показати через непередбачену помилку. Спробуйте оновити сторінку.',
    toHome: 'На головну',
    back: 'Назад',
    reload: 'Оновити сторінку',
    details: 'Технічні подробиці',
  },
  format: {
    empty: '—',
  },
} as const;

export type UkResource = typeof uk;
