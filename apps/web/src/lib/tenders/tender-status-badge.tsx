import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';

/** One colour per status, so the table can be scanned at a glance. */
export const TENDER_STATUS_COLORS: Record<TTenderStatus, MantineColor> = {
  draft: 'gray',
  published: 'teal',
  evaluation: 'orange',
  awarded: 'indigo',
  completed: 'green',
  cancelled: 'red',
  unsuccessful: 'grape',
};

interface TenderStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: TTenderStatus;
}

/** The tender status with the glossary's words (docs/product/README.md §3). */
export function TenderStatusBadge({ status, ...props }: TenderStatusBadgeProps) {
  return (
    <Badge color={TENDER_STATUS_COLORS[status]} variant="light" radius="sm" tt="none" miw="max-content" {...props}>
      {TENDER_STATUS_LABELS[status]}
    </Badge>
  );
}
