import { useId, useRef } from 'react';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { kyivToday } from '@tt/contracts/kyiv-time';
import { i18n } from '../../i18n/i18n';
import {
  calendarAriaLabels,
  calendarClassNames,
  calendarDropdownLabelledBy,
  clearDateButtonProps,
} from './calendar-labels';

export interface KyivDateTimePickerProps
  extends Omit<DateTimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Kyiv wall-clock time `YYYY-MM-DD HH:mm:ss`, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * Mantine's DateTimePicker for a Kyiv wall-clock value, whatever the browser's zone. The
 * value is only ever a wall-clock string, never an instant, so the browser's zone cannot move
 * it; what the picker still does on its own is corrected here:
 * - `defaultTimeValue` is the time of a new value only. Mantine would put it into the time
 *   field on every opening, so picking another day of an existing 10:00 deadline gave 17:00.
 * - A time typed before any day is picked gets today's date in Kyiv, not the browser's
 *   today (in New York it is still yesterday for the first hours of a Kyiv day).
 * Typing into the time fields and their Ukrainian names come from the theme (time-picker-defaults.ts).
 * Here (calendar-labels.ts) the calendar's arrows, the clear and the confirm buttons get Ukrainian
 * names, the calendar's dropdown is named by the field's label, and its days read at WCAG AA.
 * Days before today in Kyiv are not offered unless the caller gives its own `minDate`.
 */
export function KyivDateTimePicker({
  value,
  onChange,
  defaultTimeValue,
  timePickerProps,
  ariaLabels,
  clearButtonProps,
  submitButtonProps,
  popoverProps,
  id,
  ...rest
}: KyivDateTimePickerProps) {
  // Set by the time field just before the picker reports the value that time produced.
  const timeWithoutDay = useRef(false);
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <DateTimePicker
      valueFormat="DD.MM.YYYY HH:mm"
      minDate={kyivToday()}
      classNames={calendarClassNames}
      {...rest}
      id={fieldId}
      popoverProps={{ ...popoverProps, ...calendarDropdownLabelledBy(fieldId) }}
      ariaLabels={{ ...calendarAriaLabels(), ...ariaLabels }}
      clearButtonProps={{ ...clearDateButtonProps(), ...clearButtonProps }}
      submitButtonProps={{ 'aria-label': i18n.t('common.confirm'), ...submitButtonProps }}
      value={value}
      defaultTimeValue={value ? undefined : defaultTimeValue}
      timePickerProps={{
        ...timePickerProps,
        onChange: (time) => {
          timeWithoutDay.current = !value && Boolean(time);
          timePickerProps?.onChange?.(time);
        },
      }}
      onChange={(next) => {
        const fromTimeAlone = timeWithoutDay.current;
        timeWithoutDay.current = false;
        onChange(next && fromTimeAlone ? `${kyivToday()}${next.slice(10)}` : next);
      }}
    />
  );
}
