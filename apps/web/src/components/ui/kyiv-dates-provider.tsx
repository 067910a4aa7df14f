import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/uk';
import '@mantine/dates/styles.css';

/** Ukrainian calendars starting on Monday, for every date picker of the app. */
export function KyivDatesProvider({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'uk', firstDayOfWeek: 1, weekendDays: [0, 6] }}>{children}</DatesProvider>;
}
