import { Fieldset, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CRITERIA,
  CRITERION_LABELS,
  EVALUATION_METHODS,
  EVALUATION_METHOD_LABELS,
  WEIGHTS_SUM_MESSAGE,
  type TCriterion,
  type TEvaluationMethod,
} from '@tt/contracts/evaluation';
import { FormSection } from '../../../components/ui/form-section';
import { WholeNumberInput } from '../../../components/ui/unit-inputs';
import type { EvaluationFormValues } from './tender-form-values';
import type { useTenderFormFlow } from './use-tender-form-flow';
import '../../../i18n/uk-tenders';

type Flow = ReturnType<typeof useTenderFormFlow>;

/** How a tender states its evaluation when read. */
export interface EvaluationRead {
  method: TEvaluationMethod;
  weights: Record<TCriterion, number> | null;
}

/** The sum of the weights as typed; what is not a number yet counts as 0. */
export function weightsSum(weights: EvaluationFormValues['weights']): number {
  return CRITERIA.reduce((sum, c) => {
    const value = Number(weights[c]);
    return sum + (Number.isFinite(value) ? value : 0);
  }, 0);
}

/** The method, and for a weighted one each criterion's weight («не враховується» for 0). */
export function EvaluationSummary({ evaluation }: { evaluation: EvaluationRead }) {
  const { t } = useTranslation();
  const { weights } = evaluation;
  return (
    <Stack gap={4}>
      <Text size="sm">{EVALUATION_METHOD_LABELS[evaluation.method]}</Text>
      {evaluation.method === 'weighted' && weights ? (
        <List size="sm" spacing={2} aria-label={t('tenders.evaluation.weights')}>
          {CRITERIA.map((c) => (
            <List.Item key={c}>
              {CRITERION_LABELS[c]}:{' '}
              {weights[c] > 0 ? t('tenders.evaluation.weight', { value: weights[c] }) : t('tenders.evaluation.notUsed')}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/**
 * The evaluation method of a draft, and the weights of a weighted one with their live sum; a
 * published tender's, read only (it is fixed at publication).
 */
export function TenderEvaluationSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { form, published } = flow;
  const { method, weights } = form.values.evaluation;
  if (published) {
    const read: EvaluationRead = {
      method,
      weights:
        method === 'weighted' ? (Object.fromEntries(CRITERIA.map((c) => [c, Number(weights[c])])) as never) : null,
    };
    return (
      <FormSection title={t('tenders.evaluation.section')}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('tenders.evaluation.method')}
          </Text>
          <EvaluationSummary evaluation={read} />
        </Stack>
        <Text size="xs" c="dimmed">
          {t('tenders.evaluation.fixedNotePublished')}
        </Text>
      </FormSection>
    );
  }
  const sum = weightsSum(weights);
  // Said as soon as the weights do not make 100, and no longer once they do.
  const sumError = sum === 100 ? null : (form.errors['evaluation.weights.sum'] ?? WEIGHTS_SUM_MESSAGE);
  const weightProps = (c: TCriterion) => {
    const props = form.getInputProps(`evaluation.weights.${c}`);
    return {
      ...props,
      onChange: (value: unknown) => {
        form.clearFieldError('evaluation.weights.sum');
        props.onChange(value);
      },
    };
  };
  return (
    <FormSection title={t('tenders.evaluation.section')}>
      <Radio.Group label={t('tenders.evaluation.method')} required {...form.getInputProps('evaluation.method')}>
        <Stack gap="xs" mt={6}>
          {EVALUATION_METHODS.map((m) => (
            <Radio key={m} value={m} label={EVALUATION_METHOD_LABELS[m]} />
          ))}
        </Stack>
      </Radio.Group>
      {method === 'weighted' ? (
        <Fieldset legend={t('tenders.evaluation.weights')} variant="unstyled" data-path="evaluation.weights.sum">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('tenders.evaluation.weightsHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {CRITERIA.map((c) => (
                <WholeNumberInput
                  key={c}
                  label={CRITERION_LABELS[c]}
                  description={c === 'technical' ? t('tenders.evaluation.technicalHint') : undefined}
                  required
                  min={0}
                  max={100}
                  unit="%"
                  unitWidth={36}
                  {...weightProps(c)}
                />
              ))}
            </SimpleGrid>
            <div role="status">
              <Text size="sm" fw={600} c={sumError ? 'red.8' : undefined}>
                {t('tenders.evaluation.sum', { sum })}
              </Text>
              {sumError ? (
                <Text size="sm" c="red.8">
                  {sumError}
                </Text>
              ) : null}
            </div>
          </Stack>
        </Fieldset>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('tenders.evaluation.fixedNote')}
      </Text>
    </FormSection>
  );
}
