/**
 * The core Ukrainian strings: what the shell and the open screens (sign-in, recovery, errors)
 * need, loaded with the first page. Each feature's strings live in ./uk-<feature>.ts and load
 * with the first module that uses them. Keys are typed (see ./i18n.ts).
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
    reloadLatest: 'Завантажити останню версію',
    retry: 'Спробувати ще раз',
    clearSearch: 'Очистити пошук',
    timeHours: 'Години',
    timeMinutes: 'Хвилини',
    timeSeconds: 'Секунди',
    calendar: {
      previousMonth: 'Попередній місяць',
      nextMonth: 'Наступний місяць',
      previousYear: 'Попередній рік',
      nextYear: 'Наступний рік',
      previousDecade: 'Попереднє десятиліття',
      nextDecade: 'Наступне десятиліття',
      clear: 'Очистити дату',
    },
    leave: {
      title: 'Зміни не збережено',
      text: 'Ви змінили дані на цій сторінці й не зберегли їх. Якщо піти зараз, зміни буде втрачено.',
      stay: 'Залишитися',
      discard: 'Не зберігати',
    },
    list: {
      row: '{{field}}, рядок {{n}}',
      remove: 'Видалити рядок {{n}} поля «{{field}}»',
      add: 'Додати ще',
      addFor: 'Додати ще: {{field}}',
    },
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
    faq: 'Довідка',
  },
  nav: {
    main: 'Головне меню',
    tenders: 'Тендери',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    userMenu: 'Меню користувача',
    changePassword: 'Змінити пароль',
    signOut: 'Вийти',
    // On the sign-in page too, before the feature strings load.
    help: 'Довідка',
    // The main layout's items and the user menu: the layout shows them before any feature's strings.
    dashboard: 'Статистика',
    providers: 'Провайдери',
    /** /admin/history: the tenders, the letters and the messages. */
    archives: 'Архіви',
    organization: 'Моя організація',
    profile: 'Мій профіль',
    files: 'Файли',
    settings: 'Налаштування',
  },
  /** The main layout's banner for a provider whose organisation is not verified yet. */
  unverifiedBanner: {
    title: 'Організація очікує верифікації',
    body: 'Поки банк не перевірить дані вашої організації, ви можете переглядати тендери та ставити запитання, але не можете подавати пропозиції. Щойно перевірку буде завершено, ви отримаєте лист.',
    dismiss: 'Сховати до кінця сеансу',
    helpLink: 'Що означає перевірка',
  },
  validation: {
    required: 'Поле «{{field}}» є обов’язковим',
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
    // The sign-in page links to registration (feature strings are not loaded on /login).
    noAccount: 'Ще не працюєте з нами?',
    registerLink: 'Зареєструвати організацію',
    // Before the help link of the sign-in and registration forms.
    helpPrompt: 'Маєте запитання?',
    pointSealed: 'Пропозиції провайдерів запечатані до кінцевого терміну подання',
    pointKyivTime: 'Усі терміни — за київським часом',
    pointHistory: 'Кожна дія з тендером зберігається в історії',
    signInTitle: 'Вхід до системи',
    signInSubtitle: 'Увійдіть, щоб переглядати тендери та подавати пропозиції',
    signIn: 'Увійти',
    forgotPassword: 'Забули пароль?',
    showPassword: 'Показати або приховати пароль',
    signInFailed: 'Не вдалося увійти',
    sessionEnded: 'Ваш сеанс завершився. Увійдіть знову.',
    loginPlaceholder: 'name@company.ua',
    resetTitle: 'Відновлення пароля',
    resetHint:
      'Вкажіть адресу електронної пошти облікового запису — ми надішлемо посилання для встановлення нового пароля.',
    resetSubmit: 'Надіслати посилання',
    resetSentTitle: 'Перевірте пошту',
    resetSent:
      'Якщо адресу {{email}} зареєстровано в системі, на неї надіслано лист із посиланням для відновлення пароля. Посилання діє обмежений час.',
    backToSignIn: 'Повернутися до входу',
    recoveryTitle: 'Встановлення нового пароля',
    // Under every new password: recovery, invitation, change and registration.
    newPasswordHint:
      'Щонайменше {{min}} символів. Найкраще — фраза з кількох незвичних слів; цифри й символи не обов’язкові.',
    recoverySubmit: 'Зберегти пароль',
    recoveryNoToken: 'Посилання для відновлення недійсне або неповне. Запросіть нове посилання.',
    requestNewLink: 'Запросити нове посилання',
    recoveryDone: 'Пароль змінено. Увійдіть з новим паролем.',
    invitationTitle: 'Прийняття запрошення',
    invitationSubtitle: 'Встановіть пароль, щоб почати роботу',
    invitationDone: 'Пароль встановлено. Увійдіть з новим паролем.',
    invitationRefused:
      'Термін дії запрошення минув або його вже використано. Нове запрошення може надіслати ваш колега або адміністратор банку.',
    passwordsDiffer: 'Паролі не збігаються',
    changePasswordTitle: 'Зміна пароля',
    changePasswordSubmit: 'Змінити пароль',
    changePasswordDone: 'Пароль змінено',
    passwordChanged: 'Успіх',
    // The strength meter's words; why a password is weak comes in Ukrainian with the rule itself
    // (packages/contracts/src/password-strength.ts), which the server's messages share.
    strength: {
      label: 'Надійність пароля',
      weak: 'Слабкий',
      medium: 'Середній',
      strong: 'Надійний',
    },
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
    unavailableTitle: 'Сервіс тимчасово недоступний',
    unavailableRetrying: 'Повторюємо спробу… Сторінка оновиться сама, щойно сервіс запрацює.',
    unavailableGaveUp: 'Сервіс досі недоступний, і повторні спроби припинено. Оновіть сторінку трохи згодом.',
    notFoundCode: '404',
    notFoundTitle: 'Сторінку не знайдено',
    notFoundText: 'Можливо, адресу введено з помилкою або сторінку було переміщено.',
    serverErrorCode: '500',
    serverErrorTitle: 'Помилка сервера',
    serverErrorText: 'Під час обробки запиту сталася помилка. Спробуйте ще раз за кілька хвилин.',
    boundaryTitle: 'Щось пішло не так',
    boundaryText: 'Сторінку не вдалося показати через непередбачену помилку. Спробуйте оновити сторінку.',
    toHome: 'На головну',
    toTenders: 'До списку тендерів',
    deniedCode: '403',
    deniedTitle: 'Немає доступу',
    deniedText:
      'Ваша роль не дає прав на цю сторінку. Якщо доступ потрібен вам для роботи, зверніться до адміністратора.',
    back: 'Назад',
    reload: 'Оновити сторінку',
    details: 'Технічні подробиці',
  },
  format: {
    empty: '—',
    countdown: {
      left: 'залишилось {{value}}',
      days: '{{count}} д',
      hours: '{{count}} год',
      minutes: '{{count}} хв',
      lessThanMinute: 'залишилось менше хвилини',
      passed: 'термін минув',
    },
  },
} as const;
