import { Badge, type MantineColor } from '@mantine/core';
import { OFFER_STATUS_LABELS, type TOfferStatus } from '@tt/contracts/offers';
import { TENDER_STATUS_LABELS, type TTenderStatus } from '@tt/contracts/tenders';

// The same colours as the tender screens, so a status looks alike everywhere.
const TENDER_COLORS: Record<TTenderStatus, MantineColor> = {
  draft: 'gray',
  published: 'teal',
  evaluation: 'orange',
  awarded: 'indigo',
  completed: 'green',
  cancelled: 'red',
  unsuccessful: 'grape',
};
const OFFER_COLORS: Record<TOfferStatus, MantineColor> = {
  draft: 'gray',
  submitted: 'blue',
  withdrawn: 'orange',
  won: 'green',
  lost: 'gray',
};
const badge = { variant: 'light', radius: 'sm', tt: 'none', miw: 'max-content' } as const;

export function TenderStatusBadge({ status }: { status: TTenderStatus }) {
  return (
    <Badge color={TENDER_COLORS[status]} {...badge}>
      {TENDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export function OfferStatusBadge({ status }: { status: TOfferStatus }) {
  return (
    <Badge color={OFFER_COLORS[status]} {...badge}>
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
