import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@tt/contracts/offers';

/** One colour per status; the words carry the meaning, the colour only helps scanning. */
export const OFFER_STATUS_COLORS: Record<TOfferStatus, MantineColor> = {
  draft: 'gray',
  submitted: 'blue',
  withdrawn: 'orange',
  won: 'green',
  lost: 'gray',
};

interface OfferStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: TOfferStatus;
}

/** The offer status with the glossary's words (docs/product/README.md §3). */
export function OfferStatusBadge({ status, ...props }: OfferStatusBadgeProps) {
  return (
    <Badge
      color={OFFER_STATUS_COLORS[status]}
      variant={status === 'won' ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      miw="max-content"
      {...props}
    >
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
