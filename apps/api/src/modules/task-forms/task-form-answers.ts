import { ErrorKey, type TaskFormAnswer, type TaskFormQuestion, YesOrNoAnswer } from '@portal/contracts';
import { AppError } from '../../app-error.ts';

/**
 * The answers to a form's questions, in the form's order, as stored (question as asked, answer, yes/no
 * flag). Every answer must name a question of the form, once; every yes/no question needs `yes` or `no`;
 * text questions may stay empty, but not all of them, or there is nothing to write from.
 */
export function answersOf(
  questions: TaskFormQuestion[],
  inputs: { questionId: string; answer: string }[],
): TaskFormAnswer[] {
  const fields: Record<string, string> = {};
  const byId = new Map<string, string>();
  inputs.forEach((input, index) => {
    const question = questions.find((candidate) => candidate.id === input.questionId);
    if (!question || byId.has(input.questionId)) {
      fields[`answers.${index}.questionId`] = 'rules.type';
    } else if (question.yesOrNo && !YesOrNoAnswer.safeParse(input.answer).success) {
      fields[`answers.${index}.answer`] = 'rules.type';
    }
    byId.set(input.questionId, input.answer);
  });
  const missingYesOrNo = questions.some((question) => question.yesOrNo && !byId.has(question.id));
  const anyText = questions.some((question) => !question.yesOrNo && byId.get(question.id));
  if (missingYesOrNo || !anyText) fields.answers = 'rules.required';
  if (Object.keys(fields).length > 0) throw new AppError(ErrorKey.badRequest, 400, fields);
  return questions.map((question) => ({
    question: question.question,
    answer: byId.get(question.id) ?? '',
    yesOrNo: question.yesOrNo,
  }));
}
