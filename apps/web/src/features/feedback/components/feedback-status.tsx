import { Badge } from '@mantine/core';
import { FEEDBACK_STATUS_LABELS, type TFeedbackStatus } from '@tt/contracts/feedback';

const COLORS: Record<TFeedbackStatus, string> = { new: 'blue', in_progress: 'orange', answered: 'green' };

export function FeedbackStatusBadge({ status }: { status: TFeedbackStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" tt="none" miw="max-content">
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}
