import {
  CASE_DESCRIPTION_SECTION,
  type CaseTextInputRecord,
  type CompleteTextTaskBody,
  ErrorKey,
  SPEAK_TEXT_SECTION,
  type TaskTextSectionsRecord,
  TEXT_TASK_SECTIONS,
  TextSectionName,
  TextTaskCategory,
  TextTaskSubmission,
  textSectionsSchema,
  WRITING_STYLE_CATEGORIES,
  writtenText,
  zodIssueToKey,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { lockCase } from '../cases/cases.service.ts';
import { completeWithSubmission } from '../tasks/task-completion.service.ts';
import { findVisibleTask } from '../tasks/tasks.service.ts';
import * as repo from './task-texts.repo.ts';

type SubmissionRow = Awaited<ReturnType<typeof repo.findTextSubmissionsOfCase>>[number];

function contentOf(row: SubmissionRow, name: TextSectionName): string {
  const parsed = TextTaskSubmission.safeParse(row.payload);
  return parsed.success ? (parsed.data.sections.find((entry) => entry.name === name)?.content ?? '') : '';
}

/**
 * A case's submitted text of one section: for the description the first one given (it cannot be changed
 * afterwards, docs/product.md), for other sections the latest.
 */
function caseTextOf(rows: SubmissionRow[], name: TextSectionName): CaseTextInputRecord | null {
  const ordered = name === CASE_DESCRIPTION_SECTION ? rows : [...rows].reverse();
  for (const row of ordered) {
    const content = contentOf(row, name);
    const category = TextTaskCategory.safeParse(row.category);
    if (content && category.success) {
      return {
        taskId: row.taskId,
        category: category.data,
        content,
        submittedAt: row.submittedAt.toISOString(),
      };
    }
  }
  return null;
}

/** The case's submitted description or speak text, without an access check: for work the hub does itself. */
export async function findCaseTextInput(db: Db, caseId: string, name: TextSectionName) {
  return caseTextOf(await repo.findTextSubmissionsOfCase(db, caseId), name);
}

/**
 * The versions the case's text tasks wrote, oldest first, one per submission and section with content; of the
 * description only the first counts, as no later task can change it. No access check: the texts module
 * reads these beside its own versions.
 */
export async function listTaskTextVersions(db: Db, caseId: string) {
  const rows = await repo.findTextSubmissionsOfCase(db, caseId);
  const descriptionTaskId = caseTextOf(rows, CASE_DESCRIPTION_SECTION)?.taskId;
  return rows.flatMap((row) => {
    const category = TextTaskCategory.safeParse(row.category);
    if (!category.success) return [];
    return TextSectionName.options.flatMap((name) => {
      const content = contentOf(row, name);
      if (!content || (name === CASE_DESCRIPTION_SECTION && row.taskId !== descriptionTaskId)) return [];
      const { taskId, submittedAt, submittedByUserId } = row;
      return [{ name, content, taskId, category: category.data, submittedAt, submittedByUserId }];
    });
  });
}

/** GET /orders/tasks/texts/Description and /InputForSpeakSlideShow; a case of another department is 404. */
export async function getCaseTextInput(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  name: typeof CASE_DESCRIPTION_SECTION | typeof SPEAK_TEXT_SECTION,
) {
  await findVisibleCase(deps, actor, caseId);
  return findCaseTextInput(deps.db, caseId, name);
}

/** GET /orders/tasks/texts/{id}/TextSections: the sections with what was submitted or given earlier. */
export async function getTextSections(
  deps: AppDeps,
  actor: Actor,
  taskId: string,
): Promise<TaskTextSectionsRecord> {
  const row = await findVisibleTask(deps, actor, taskId);
  const category = TextTaskCategory.safeParse(row.task.type);
  if (!category.success) throw new AppError(ErrorKey.wrongTaskCategory, 400);
  const rows = await repo.findTextSubmissionsOfCase(deps.db, row.task.caseId);
  const own = rows.find((entry) => entry.taskId === taskId);
  const submitted = own ? TextTaskSubmission.safeParse(own.payload).data : undefined;
  const description = caseTextOf(rows, CASE_DESCRIPTION_SECTION);
  const speakText = caseTextOf(rows, SPEAK_TEXT_SECTION);
  const earlier = (name: TextSectionName) =>
    name === CASE_DESCRIPTION_SECTION ? description : name === SPEAK_TEXT_SECTION ? speakText : null;
  return {
    taskId,
    category: category.data,
    sections: TEXT_TASK_SECTIONS[category.data].map((definition) => ({
      ...definition,
      title: `texts.sections.${definition.name}.title`,
      hint: `texts.sections.${definition.name}.hint`,
      content: own
        ? (submitted?.sections.find((entry) => entry.name === definition.name)?.content ?? '')
        : (earlier(definition.name)?.content ?? ''),
      locked: definition.name === CASE_DESCRIPTION_SECTION && description !== null,
    })),
    takesWritingStyle: WRITING_STYLE_CATEGORIES.has(category.data),
    writingStyle: submitted?.writingStyle ?? null,
  };
}

/** Field problems of the sections, keyed `sections.<name>` as the portal's form names them. */
function sectionProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')];
    for (const name of names) fields[`sections.${name}`] ??= zodIssueToKey(issue).key;
  }
  return fields;
}

/**
 * POST /orders/tasks/texts/complete. The sections must be the task's own, each at most once, within their
 * rules after the long-text rule. A case's submitted description cannot be changed: leaving it out (or
 * sending it unchanged) keeps it, a different one answers 409 textLocked.
 */
export async function completeTextTask(
  deps: AppDeps,
  actor: Actor,
  body: z.output<typeof CompleteTextTaskBody>,
) {
  return completeWithSubmission(deps, actor, body.taskId, {
    calls: ['texts'],
    kind: repo.TEXTS_KIND,
    prepare: async (tx, row) => {
      const category = TextTaskCategory.parse(row.task.type);
      const definitions = TEXT_TASK_SECTIONS[category];
      const fields: Record<string, string> = {};
      const given: Record<string, string> = {};
      for (const { name, content } of body.sections) {
        if (Object.hasOwn(given, name)) fields[`sections.${name}`] = 'rules.type';
        given[name] = content;
      }
      const takesStyle = WRITING_STYLE_CATEGORIES.has(category);
      if (takesStyle && !body.writingStyle) fields.writingStyle = 'rules.required';
      if (!takesStyle && body.writingStyle) fields.writingStyle = 'rules.object.noUnknown';

      if (definitions.some((definition) => definition.name === CASE_DESCRIPTION_SECTION)) {
        // Two text tasks of one case completed at once cannot both submit a first, different description.
        await lockCase(tx, row.task.caseId);
        const submitted = await findCaseTextInput(tx, row.task.caseId, CASE_DESCRIPTION_SECTION);
        if (submitted) {
          const offered = writtenText.parse(given[CASE_DESCRIPTION_SECTION] ?? '').trim();
          if (offered && offered !== submitted.content) {
            throw new AppError(ErrorKey.textLocked, 409, { 'sections.description': ErrorKey.textLocked });
          }
          given[CASE_DESCRIPTION_SECTION] = submitted.content;
        }
      }
      const parsed = textSectionsSchema(definitions).safeParse(given);
      if (!parsed.success) Object.assign(fields, sectionProblems(parsed.error));
      if (!parsed.success || Object.keys(fields).length > 0) {
        throw new AppError(ErrorKey.badRequest, 400, fields);
      }
      const submission: TextTaskSubmission = {
        sections: definitions.map(({ name }) => ({ name, content: parsed.data[name] ?? '' })),
        writingStyle: body.writingStyle ?? null,
      };
      return submission;
    },
  });
}
