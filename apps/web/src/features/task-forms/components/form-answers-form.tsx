import {
  TASK_FORM_ANSWER_MAX,
  TaskFormAnswerInput,
  type TaskFormQuestion,
  type YesOrNoAnswer,
} from '@portal/contracts';
import { Alert, Button, Form, Input, Switch } from 'antd';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

/** Text answers by question id, and yes/no answers by question id; at least one text answer. */
function answersSchema(questions: TaskFormQuestion[]) {
  const textQuestions = questions.filter((question) => !question.yesOrNo);
  return (
    z
      .object({
        text: z.object(
          Object.fromEntries(
            textQuestions.map((question) => [question.id, TaskFormAnswerInput.shape.answer]),
          ),
        ),
        yesOrNo: z.record(z.string(), z.boolean()),
      })
      // On the form as a whole: no single question is required, only that something is answered.
      .refine((values) => Object.values(values.text).some((answer) => answer.length > 0), {
        path: ['root'],
        message: 'forms.fill.answerOne',
      })
  );
}
type AnswerValues = z.output<ReturnType<typeof answersSchema>>;

interface FormAnswersFormProps {
  questions: TaskFormQuestion[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (answers: { questionId: string; answer: string }[]) => void;
  /** A full-width submit button, as on the contact person's page. */
  block?: boolean;
}

/** The questions of an interview or questionnaire: a text box for each open question, a switch for yes/no. */
export function FormAnswersForm({ questions, submitLabel, pending, onSubmit, block }: FormAnswersFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => answersSchema(questions), [questions]);
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, AnswerValues>({
    resolver: keyedZodResolver(schema),
    defaultValues: {
      text: Object.fromEntries(questions.filter((q) => !q.yesOrNo).map((q) => [q.id, ''])),
      yesOrNo: Object.fromEntries(questions.filter((q) => q.yesOrNo).map((q) => [q.id, false])),
    },
  });

  const submit = (values: AnswerValues) =>
    onSubmit(
      questions.map((question) => ({
        questionId: question.id,
        answer: question.yesOrNo
          ? ((values.yesOrNo[question.id] ? 'yes' : 'no') satisfies YesOrNoAnswer)
          : (values.text[question.id] ?? ''),
      })),
    );

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      {questions.map((question) =>
        question.yesOrNo ? (
          <FormField
            key={question.id}
            control={control}
            name={`yesOrNo.${question.id}`}
            label={question.question}
            render={({ value, onChange, ref, id }) => (
              <Switch
                id={id}
                ref={ref}
                checked={value}
                onChange={onChange}
                checkedChildren={t('forms.fill.yes')}
                unCheckedChildren={t('forms.fill.no')}
              />
            )}
          />
        ) : (
          <FormField
            key={question.id}
            control={control}
            name={`text.${question.id}`}
            label={question.question}
            render={(field) => (
              <Input.TextArea
                {...field}
                autoSize={{ minRows: 2, maxRows: 10 }}
                maxLength={TASK_FORM_ANSWER_MAX}
              />
            )}
          />
        ),
      )}
      {errors.root?.message ? (
        <Alert type="error" showIcon title={t(errors.root.message)} style={{ marginBottom: 16 }} />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={pending}
        block={block}
        size={block ? 'large' : 'middle'}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
