import type { CalendarAriaLabels } from '@mantine/dates';
import { i18n } from '../../i18n/i18n';
import classes from './calendar.module.css';

/**
 * What every date field of the app gives Mantine's calendars and inputs, so that none is a
 * nameless button: Ukrainian names for the previous/next arrows of each calendar level (they are
 * icons only, and axe-core reports them) and for the clear button beside the value. Functions,
 * so the names follow the current language.
 */
export function calendarAriaLabels(): CalendarAriaLabels {
  return {
    previousMonth: i18n.t('common.calendar.previousMonth'),
    nextMonth: i18n.t('common.calendar.nextMonth'),
    previousYear: i18n.t('common.calendar.previousYear'),
    nextYear: i18n.t('common.calendar.nextYear'),
    previousDecade: i18n.t('common.calendar.previousDecade'),
    nextDecade: i18n.t('common.calendar.nextDecade'),
  };
}

/** The clear button's name: an × icon alone says nothing to a screen reader. */
export function clearDateButtonProps(): { 'aria-label': string } {
  return { 'aria-label': i18n.t('common.calendar.clear') };
}

/** Class names of the calendar's days that keep weekends and neighbouring months readable. */
export const calendarClassNames = { day: classes.day };

/**
 * Names the calendar dropdown by the field's label: Mantine labels it with an id the picker's
 * button never gets (the button takes the field's id), which leaves the dialog nameless. The
 * popover's own id is the one its dropdown points to, and the label's id is `<field id>-label`.
 */
export function calendarDropdownLabelledBy(fieldId: string): { id: string } {
  return { id: `${fieldId}-label` };
}
