import type { KeyboardEvent, MouseEvent } from 'react';
import type { TimePickerProps } from '@mantine/dates';
import { i18n } from '../../i18n/i18n';

/*
 * Mantine's TimePicker (also the time row of DateTimePicker) reads an hours or minutes field
 * from its whole text after each key: with the caret between the "1" and "7" of 17, typing
 * "1" makes "117", which it reads digit by digit as 7 — so typing 17:00 into a field someone
 * had clicked gave 07:00. Chromium puts the caret there when an already focused field is
 * clicked (it collapses the selection after the click handlers, undoing Mantine's select()).
 */

/** A click into an already focused field selects it, as the first focus does: a typed number replaces it. */
function selectOnClick(event: MouseEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  if (document.activeElement !== input || input.readOnly || input.disabled) return;
  // Keeps the browser from collapsing the selection to the click point.
  event.preventDefault();
  input.select();
}

/** A digit always goes after the digits shown (or replaces them all), wherever the caret was. */
function typeDigitsAtEnd(event: KeyboardEvent<HTMLInputElement>): void {
  if (!/^\d$/.test(event.key)) return;
  const input = event.currentTarget;
  const end = input.value.length;
  const start = input.selectionStart ?? end;
  const stop = input.selectionEnd ?? end;
  const wholeSelected = start === 0 && stop === end;
  if (!wholeSelected && (start !== end || stop !== end)) input.setSelectionRange(end, end);
}

const steadyField = { onMouseDownCapture: selectOnClick, onKeyDownCapture: typeDigitsAtEnd };

/**
 * Theme defaults of every TimePicker: Ukrainian names for the hours, minutes and seconds
 * fields (screen readers would otherwise read their "--" placeholder) and typing that does
 * not depend on the caret. A function, so the names follow the current language.
 */
export function timePickerDefaults(): Partial<TimePickerProps> {
  return {
    hoursInputLabel: i18n.t('common.timeHours'),
    minutesInputLabel: i18n.t('common.timeMinutes'),
    secondsInputLabel: i18n.t('common.timeSeconds'),
    hoursInputProps: steadyField,
    minutesInputProps: steadyField,
    secondsInputProps: steadyField,
  };
}
