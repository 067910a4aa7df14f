import { useLayoutEffect, useRef, type Ref } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button has a name screen readers can say. `describedBy` names
 * more elements that describe it (a hint or a strength meter elsewhere on the form), after
 * Mantine's own description and error.
 */
export function PasswordField({
  describedBy,
  ref,
  ...props
}: PasswordInputProps & { describedBy?: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(input, ref);

  // Mantine writes aria-describedby itself from its description and error, whatever the props
  // say, and rewrites it when they change: add ours back after every render.
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || !describedBy) return;
    const ids = [...(el.getAttribute('aria-describedby') ?? '').split(' '), ...describedBy.split(' ')].filter(Boolean);
    el.setAttribute('aria-describedby', [...new Set(ids)].join(' '));
  });

  return (
    <PasswordInput ref={merged} visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }} {...props} />
  );
}
