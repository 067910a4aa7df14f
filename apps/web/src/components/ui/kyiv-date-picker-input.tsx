import { useId } from 'react';
import { DatePickerInput, type DatePickerInputProps, type DatePickerType } from '@mantine/dates';
import {
  calendarAriaLabels,
  calendarClassNames,
  calendarDropdownLabelledBy,
  clearDateButtonProps,
} from './calendar-labels';

/**
 * The app's date field (one day or a range): Mantine's DatePickerInput, a button that opens a
 * calendar in a focus-trapped dropdown, so its arrows and days are reached with the keyboard
 * (Mantine's typed DateInput keeps its calendar out of the tab order). Days read `DD.MM.YYYY`,
 * the arrows and the clear button have Ukrainian names (calendar-labels.ts); values are
 * `YYYY-MM-DD` strings, the same in every browser zone. Past days are ruled out by the caller's
 * `minDate`, since a filter may well look back.
 */
export function KyivDatePickerInput<Type extends DatePickerType = 'default'>({
  ariaLabels,
  clearButtonProps,
  popoverProps,
  id,
  ...rest
}: DatePickerInputProps<Type>) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <DatePickerInput<Type>
      valueFormat="DD.MM.YYYY"
      classNames={calendarClassNames}
      {...rest}
      id={fieldId}
      popoverProps={{ ...popoverProps, ...calendarDropdownLabelledBy(fieldId) }}
      ariaLabels={{ ...calendarAriaLabels(), ...ariaLabels }}
      clearButtonProps={{ ...clearDateButtonProps(), ...clearButtonProps }}
    />
  );
}
