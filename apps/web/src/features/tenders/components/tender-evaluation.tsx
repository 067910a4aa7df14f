import { Alert, Button, Fieldset, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
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
import { AppDialog } from '../../../components/ui/app-dialog';
import { FormSection } from '../../../components/ui/form-section';
import { WholeNumberInput } from '../../../components/ui/unit-inputs';
import { formatDateTime } from '../../../lib/format';
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
 * The evaluation method, and the weights of a weighted one with their live sum. On a published
 * tender the same inputs, under a warning: a change there is a new publication (ADR 0038), saved
 * only after RepublishConfirmDialog.
 */
export function TenderEvaluationSection({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { form, published, republishing, saved } = flow;
  const { method, weights } = form.values.evaluation;
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
      {published ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('tenders.evaluation.republishTitle')}
        >
          {t('tenders.evaluation.republishWarning')}
        </Alert>
      ) : null}
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
      {/* Spoken when it appears: what saving will do now. */}
      <div aria-live="polite">
        {republishing && saved ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} c="orange.9">
              {t('tenders.evaluation.changed')}
            </Text>
            <Text size="sm" fw={500}>
              {t('tenders.evaluation.current')}:
            </Text>
            <EvaluationSummary evaluation={saved.evaluation} />
          </Stack>
        ) : null}
      </div>
      {published ? null : (
        <Text size="xs" c="dimmed">
          {t('tenders.evaluation.fixedNote')}
        </Text>
      )}
      <RepublishConfirmDialog dialog={flow.republishDialog} />
    </FormSection>
  );
}

/** «Опублікувати тендер повторно?»: the method before and after, the deadline, and who is told. */
function RepublishConfirmDialog({ dialog }: { dialog: Flow['republishDialog'] }) {
  const { t } = useTranslation();
  return (
    <AppDialog title={t('tenders.evaluation.confirmTitle')} opened={dialog.opened} onClose={dialog.close}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">{t('tenders.evaluation.confirmFrom', { evaluation: dialog.from })}</Text>
          <Text size="sm" fw={600}>
            {t('tenders.evaluation.confirmTo', { evaluation: dialog.to })}
          </Text>
        </Stack>
        <Text size="sm">
          {t('tenders.evaluation.confirmText', { deadline: dialog.deadline ? formatDateTime(dialog.deadline) : '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={dialog.confirm} leftSection={<IconSend size={16} />}>
            {t('tenders.evaluation.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
