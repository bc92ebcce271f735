import { ErrorKey, isLocale, type Locale, type TaskFormKind } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicPageHeading } from '@/components/public-page-heading.tsx';
import { publicTaskFormQuery, submitPublicTaskForm } from '@/features/task-forms/api/task-form-api.ts';
import { FormAnswersForm } from '@/features/task-forms/components/form-answers-form.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { changeLocale } from '@/lib/i18n.ts';

/** The language a closed link was sent in, which the hub's refusal names. */
function closedLinkLocale(error: unknown): Locale | undefined {
  if (!isApiError(error, 410)) return undefined;
  const { locale } = error.params;
  return isLocale(locale) ? locale : undefined;
}

/** The spec's messages for a link that does not open a form (docs/product.md). */
function linkProblem(error: unknown): string | null {
  if (isApiError(error, 404)) return ErrorKey.applicationNotFound;
  if (isApiError(error, 410)) return ErrorKey.applicationClosed;
  return null;
}

/**
 * The interview or questionnaire a contact person opens from the mailed link, without an account. It is
 * shown in the language the office sent it in; the language menu can still change the page's own texts.
 */
export function TaskFormPage({ kind }: { kind: TaskFormKind }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const form = useQuery(publicTaskFormQuery(token));
  const submit = useMutation({
    mutationFn: (answers: { questionId: string; answer: string }[]) =>
      submitPublicTaskForm(token, { answers }),
  });
  const title = t(`forms.public.title.${kind}`);

  // Once per link: the recipient may switch the page's language afterwards.
  const languageSet = useRef(false);
  const formLocale = form.data?.locale ?? closedLinkLocale(form.error);
  useEffect(() => {
    if (!formLocale || languageSet.current) return;
    languageSet.current = true;
    changeLocale(formLocale, { remember: false }).catch((error: unknown) =>
      console.warn('Language not changed', error),
    );
  }, [formLocale]);

  if (form.isPending) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  if (form.isError) {
    const problem = linkProblem(form.error);
    return (
      <>
        <PublicPageHeading title={title} />
        <Result status="warning" title={problem ? t(problem) : errorText(t, form.error)} />
      </>
    );
  }
  const { data } = form;
  if (submit.isSuccess) {
    return (
      <>
        <PublicPageHeading title={title} />
        <Result
          status="success"
          title={t('forms.public.thanks')}
          subTitle={t('forms.public.thanksText', { department: data.departmentName })}
        />
      </>
    );
  }
  // A failed submission reads as the spec's message, unless the link closed meanwhile, an answer was refused
  // or the visitor must wait before trying again.
  const submitProblem =
    linkProblem(submit.error) ??
    (isApiError(submit.error, 400)
      ? ErrorKey.badRequest
      : isApiError(submit.error, 429)
        ? ErrorKey.tooManyRequests
        : ErrorKey.applicationSubmitError);
  return (
    <>
      <PublicPageHeading
        title={title}
        intro={t(`forms.public.intro.${kind}`, { department: data.departmentName, address: data.address })}
      />
      {submit.isError ? (
        <Alert type="error" showIcon title={t(submitProblem)} style={{ marginBottom: 16 }} />
      ) : null}
      <FormAnswersForm
        questions={data.questions}
        submitLabel={t('forms.public.submit')}
        pending={submit.isPending}
        onSubmit={(answers) => submit.mutate(answers)}
        block
      />
    </>
  );
}
