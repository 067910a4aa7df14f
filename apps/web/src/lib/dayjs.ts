import dayjs from 'dayjs';
import 'dayjs/locale/uk';

// dayjs speaks Ukrainian everywhere it is used. Import dayjs from here, not from 'dayjs'.
// (Kept off the sign-in screen's path: the main layout imports this module.)
dayjs.locale('uk');

export { dayjs };
