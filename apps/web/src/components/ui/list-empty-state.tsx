import type { ReactNode } from 'react';
import { Button, EmptyState } from '@mantine/core';

interface ListEmptyStateProps {
  icon: ReactNode;
  title: string;
  /** Why the list is empty: a hint for the filters when some are set, else one for the list itself. */
  hint: string;
  /** With filters set: the label and action of the button that clears them. */
  reset?: { label: string; onReset: () => void };
}

/** What a list shows when nothing matches, with a way back to the whole list when filters hide everything. */
export function ListEmptyState({ icon, title, hint, reset }: ListEmptyStateProps) {
  return (
    <EmptyState icon={icon} withIndicatorBackground title={title} description={hint}>
      {reset ? (
        <EmptyState.Actions>
          {/* The table's empty-state layer lets clicks through; its button takes them. */}
          <Button variant="light" size="xs" onClick={reset.onReset} style={{ pointerEvents: 'auto' }}>
            {reset.label}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
