import { lazy, Suspense, useId } from 'react';
import { Input, Select, Skeleton, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  FAQ_SECTIONS,
  FAQ_SECTION_LABELS,
  ZFaqWrite,
  type TFaqArticle,
  type TFaqSection,
  type TFaqWrite,
} from '@tt/contracts/faq';
import { AppDialog } from '../../../components/ui/app-dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { focusFirstError } from '../../../components/ui/focus-first-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert';
import { contractValidate } from '../../../lib/contract-form';
import { serverFormError } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toasts';
import { useFaqArticle, useSaveArticle } from '../api/faq-api';
import '../../../i18n/uk-help';

// The tender description's editor: one rich-text editor in the app, loaded only when needed.
const DescriptionEditor = lazy(() => import('../../../components/ui/rich-text-editor'));

/** What the dialog edits: a new article (in a section, if known) or an existing one by its address. */
export type EditorTarget = { kind: 'new'; section?: TFaqSection } | { kind: 'edit'; slug: string };

const FIELDS = ['title', 'slug', 'section', 'body_html', 'published'] as const;
const SECTION_OPTIONS = FAQ_SECTIONS.map((s) => ({ value: s, label: FAQ_SECTION_LABELS[s] }));

interface ArticleEditorDialogProps {
  target: EditorTarget | null;
  onClose: () => void;
  onSaved: (article: TFaqArticle) => void;
}

/** «Нова стаття» / «Редагування статті»: title, address, section, rich text and publication. */
export function ArticleEditorDialog({ target, onClose, onSaved }: ArticleEditorDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={target !== null}
      onClose={onClose}
      size="xl"
      closeOnClickOutside={false}
      title={target?.kind === 'edit' ? t('help.admin.editTitle') : t('help.admin.createTitle')}
    >
      {target?.kind === 'edit' ? (
        <ExistingArticle slug={target.slug} onClose={onClose} onSaved={onSaved} />
      ) : target ? (
        <ArticleForm
          article={null}
          initial={{ title: '', slug: '', section: target.section ?? FAQ_SECTIONS[0], body_html: '', published: false }}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </AppDialog>
  );
}

/** The article's current text is read before the form starts with it. */
function ExistingArticle({
  slug,
  onClose,
  onSaved,
}: {
  slug: string;
  onClose: () => void;
  onSaved: (a: TFaqArticle) => void;
}) {
  const { t } = useTranslation();
  const article = useFaqArticle(slug);
  if (article.isError && !article.data) {
    return (
      <LoadFailedAlert
        title={t('help.articleLoadFailed')}
        error={article.error}
        onRetry={() => void article.refetch()}
      />
    );
  }
  if (!article.data) return <Skeleton height={360} aria-label={t('app.loading')} />;
  const a = article.data;
  return (
    <ArticleForm
      key={a.id}
      article={a}
      initial={{ title: a.title, slug: a.slug, section: a.section, body_html: a.body_html, published: a.published }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

type Values = Omit<TFaqWrite, 'position'>;

interface ArticleFormProps {
  article: TFaqArticle | null;
  initial: Values;
  onClose: () => void;
  onSaved: (article: TFaqArticle) => void;
}

function ArticleForm({ article, initial, onClose, onSaved }: ArticleFormProps) {
  const { t } = useTranslation();
  const bodyLabelId = useId();
  const save = useSaveArticle();
  const form = useForm<Values>({
    initialValues: initial,
    validate: contractValidate<Values>(ZFaqWrite),
  });
  const failure = save.error ? serverFormError(save.error, FIELDS) : null;
  const showErrors = (errors: Record<string, unknown>) => focusFirstError(FIELDS, errors, bodyLabelId);

  const submit = form.onSubmit((values) => {
    // No position: the server keeps the article's place, or puts it at the end of a new section.
    save.mutate(
      { id: article?.id ?? null, body: values },
      {
        onSuccess: (saved) => {
          showToast({ severity: 'success', summary: t('help.admin.saved'), detail: saved.title });
          onSaved(saved);
        },
        onError: (error) => {
          const { fields } = serverFormError(error, FIELDS);
          form.setErrors(fields);
          showErrors(fields);
        },
      },
    );
  }, showErrors);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert title={t('help.admin.saveFailed')} message={failure?.message ?? null} />
        <TextInput
          label={t('help.admin.fields.title')}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('help.admin.fields.slug')}
          description={t('help.admin.fields.slugHint')}
          required
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('slug')}
        />
        <Select
          label={t('help.admin.fields.section')}
          data={SECTION_OPTIONS}
          required
          allowDeselect={false}
          {...form.getInputProps('section')}
        />
        <Input.Wrapper
          label={t('help.admin.fields.body')}
          labelProps={{ id: bodyLabelId }}
          required
          error={form.errors.body_html}
        >
          <Suspense fallback={<Skeleton height={230} mt={4} />}>
            <DescriptionEditor
              initialValue={initial.body_html}
              onChange={(html) => form.setFieldValue('body_html', html)}
              labelId={bodyLabelId}
              invalid={Boolean(form.errors.body_html)}
            />
          </Suspense>
        </Input.Wrapper>
        <Switch
          label={t('help.admin.fields.published')}
          description={t('help.admin.fields.publishedHint')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <DialogActions onCancel={onClose} label={t('help.admin.save')} loading={save.isPending} />
      </Stack>
    </form>
  );
}
