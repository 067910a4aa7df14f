import type { ComponentProps } from 'react';
import { NumberInput, Text, TextInput } from '@mantine/core';

type WholeNumberInputProps = ComponentProps<typeof NumberInput> & {
  /** Shown at the right of the value: «Мбіт/с», «міс.». */
  unit: string;
  /** Room for the unit, px. */
  unitWidth?: number;
};

/** A whole, non-negative number with its unit at the right, without spin buttons. */
export function WholeNumberInput({ unit, unitWidth = 48, ...props }: WholeNumberInputProps) {
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      hideControls
      rightSection={
        <Text size="xs" c="dimmed" pr="xs">
          {unit}
        </Text>
      }
      rightSectionWidth={unitWidth}
      {...props}
    />
  );
}

type DecimalTextInputProps = ComponentProps<typeof TextInput> & {
  /** A sign at the right of the value: «₴», «%». */
  unit: string;
};

/**
 * A decimal typed as text (money, percentages): the phone keyboard has a decimal key, and the
 * value keeps what the person typed («99,9») for the form to tidy.
 */
export function DecimalTextInput({ unit, ...props }: DecimalTextInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      rightSection={
        <Text size="sm" c="dimmed">
          {unit}
        </Text>
      }
      {...props}
    />
  );
}
