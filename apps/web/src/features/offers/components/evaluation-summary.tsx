import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CRITERIA, CRITERION_LABELS, EVALUATION_METHOD_LABELS } from '@tt/contracts/evaluation';
import type { TTender } from '@tt/contracts/tenders';
import '../../../i18n/uk-offers';

type Evaluation = TTender['evaluation'];

/** The criteria that count, with their weights, in the order they are shown; none for the lowest cost. */
export const usedWeights = (evaluation: Evaluation) =>
  evaluation.method === 'weighted' && evaluation.weights
    ? CRITERIA.filter((c) => evaluation.weights![c] > 0).map((c) => ({ criterion: c, weight: evaluation.weights![c] }))
    : [];

/** Whether the bank scores offers technically on this tender. */
export const countsTechnical = (evaluation: Evaluation) =>
  evaluation.method === 'weighted' && (evaluation.weights?.technical ?? 0) > 0;

/**
 * How the tender's offers are ranked, as the tender states it: providers read it before they
 * bid, the bank beside the comparison. The caller gives the titled frame.
 */
export function EvaluationSummary({ evaluation, several }: { evaluation: Evaluation; several: boolean }) {
  const { t } = useTranslation();
  const weights = usedWeights(evaluation);
  return (
    <Stack gap="xs">
      <Text fw={600}>{EVALUATION_METHOD_LABELS[evaluation.method]}</Text>
      <Text size="sm">
        {evaluation.method === 'weighted' ? t('offers.evaluation.weighted') : t('offers.evaluation.lowestCost')}
        {several ? ` ${t('offers.evaluation.perLot')}` : null}
      </Text>
      {weights.length ? (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          aria-label={t('offers.evaluation.weights')}
          style={{ listStyle: 'none' }}
        >
          {weights.map(({ criterion, weight }) => (
            <Group key={criterion} component="li" gap="xs" wrap="nowrap" justify="space-between" maw={480}>
              <Text size="sm">{CRITERION_LABELS[criterion]}</Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('offers.evaluation.weight', { weight })}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      {countsTechnical(evaluation) ? (
        <Text size="xs" c="dimmed">
          {t('offers.evaluation.technical')}
        </Text>
      ) : null}
    </Stack>
  );
}
