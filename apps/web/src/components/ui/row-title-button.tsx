import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';

interface RowTitleButtonProps {
  /** What the button does, with the row's name («Відкрити лист «…»»). */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A list row's name that opens it (a dialog, a folder): looks like a link, wraps a long name. */
export function RowTitleButton({ label, onClick, children }: RowTitleButtonProps) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      fw={500}
      ta="left"
      style={{ overflowWrap: 'anywhere' }}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}
