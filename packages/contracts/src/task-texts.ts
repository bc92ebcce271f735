// Text input tasks and AI text tasks (docs/product.md).
// The sections each category asks for are written once here: the hub checks a submission against them and
// the portal's form is built from the same schema.
import { z } from 'zod';
import { type TaskCategory, TextGroup, WritingStyle } from './enums.ts';
import { writtenText } from './rules.ts';

export const TextSectionName = z.enum([
  'description',
  'highlights',
  'copywriterBrief',
  'speakText',
  'intro',
  'outro',
  'areaDescription',
  'pointsOfInterest',
  'personName',
  'personTitle',
  'aboutPerson',
]);
export type TextSectionName = z.infer<typeof TextSectionName>;

/** The property description: once a task of the case has submitted it, it cannot be changed (section 4). */
export const CASE_DESCRIPTION_SECTION: TextSectionName = 'description';
/** The speak text for film and slideshow (GET /orders/tasks/texts/InputForSpeakSlideShow). */
export const SPEAK_TEXT_SECTION: TextSectionName = 'speakText';

export interface TextSectionDefinition {
  name: TextSectionName;
  group: TextGroup;
  required: boolean;
  /** Characters, counted after trimming. */
  maxLength: number;
}

const section = (
  name: TextSectionName,
  group: TextGroup,
  maxLength: number,
  required = true,
): TextSectionDefinition => ({ name, group, required, maxLength });

const description = section('description', 'HEADING_AND_INTRODUCTION', 3000);
const highlights = section('highlights', 'USP', 1000, false);
const copywriterBrief = section('copywriterBrief', 'OTHER', 1000, false);
const speakText = section('speakText', 'SPEECH_MOVIE_TEXT', 1500);
const intro = section('intro', 'SPEECH_MOVIE_TEXT', 300);
const outro = section('outro', 'SPEECH_MOVIE_TEXT', 300);
const copywriting = [description, copywriterBrief];
const optional = (definition: TextSectionDefinition) => ({ ...definition, required: false });

export const TextTaskCategory = z.enum([
  'BASIC',
  'BASIC_OPT',
  'TEXT',
  'TEXT-STYLE',
  'NO_STYLE_TEXT',
  'COMTEXT',
  'SPEAK_INPUT',
  'INTRO_OUTRO',
  'INTRO_OUTRO_SPEAK',
  'LOCATION',
  'PERSON',
  'PERSON_INFO',
  'COPYWRITE_TEXTS',
]) satisfies z.ZodType<TaskCategory>;
export type TextTaskCategory = z.infer<typeof TextTaskCategory>;

/**
 * The sections each text task asks for, in the order the form shows them
 * (docs/decisions/0118-text-task-sections-and-one-description-per-case.md).
 */
export const TEXT_TASK_SECTIONS: Record<TextTaskCategory, readonly TextSectionDefinition[]> = {
  BASIC: [description, highlights],
  BASIC_OPT: [optional(description), highlights],
  TEXT: copywriting,
  'TEXT-STYLE': copywriting,
  NO_STYLE_TEXT: copywriting,
  COMTEXT: copywriting,
  COPYWRITE_TEXTS: copywriting,
  SPEAK_INPUT: [speakText],
  INTRO_OUTRO: [intro, outro],
  INTRO_OUTRO_SPEAK: [intro, outro, speakText],
  LOCATION: [
    section('areaDescription', 'AREA_DESCRIPTION', 2000),
    section('pointsOfInterest', 'POI', 1000, false),
  ],
  PERSON: [
    section('personName', 'OTHER', 100),
    section('personTitle', 'OTHER', 100),
    section('aboutPerson', 'SECTION', 1500, false),
  ],
  PERSON_INFO: [
    section('personName', 'OTHER', 100),
    section('personTitle', 'OTHER', 100, false),
    section('aboutPerson', 'SECTION', 1500),
  ],
};

/** Categories where the office chooses the copywriter's writing style. */
export const WRITING_STYLE_CATEGORIES: ReadonlySet<TaskCategory> = new Set(['TEXT-STYLE', 'COPYWRITE_TEXTS']);

/**
 * The contents of a task's sections keyed by section name, kept as written (trimmed); each section's required
 * rule and maximum apply. Unknown names fail (rules.object.noUnknown).
 */
export function textSectionsSchema(
  sections: readonly Pick<TextSectionDefinition, 'name' | 'required' | 'maxLength'>[],
) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const { name, required, maxLength } of sections) {
    shape[name] = required
      ? writtenText.pipe(z.string().trim().min(1).max(maxLength))
      : writtenText
          .pipe(z.string().trim().max(maxLength))
          .optional()
          .transform((value) => value ?? '');
  }
  return z.strictObject(shape);
}

/** A section of GET /orders/tasks/texts/{id}/TextSections; title and hint are the portal's i18n keys. */
export const TextSectionRecord = z.object({
  name: TextSectionName,
  title: z.string(),
  hint: z.string(),
  group: TextGroup,
  required: z.boolean(),
  maxLength: z.number().int(),
  /** What was submitted; for an open task, the case's description or speak text given earlier, or ''. */
  content: z.string(),
  /** The case's submitted description, shown read-only: it cannot be changed (docs/product.md). */
  locked: z.boolean(),
});
export type TextSectionRecord = z.infer<typeof TextSectionRecord>;

export const TaskTextSectionsRecord = z.object({
  taskId: z.string(),
  category: TextTaskCategory,
  sections: z.array(TextSectionRecord),
  takesWritingStyle: z.boolean(),
  /** The chosen style of a submitted task. */
  writingStyle: WritingStyle.nullable(),
});
export type TaskTextSectionsRecord = z.infer<typeof TaskTextSectionsRecord>;

export const CaseTextQuery = z.object({ caseId: z.uuid() });

/** GET /orders/tasks/texts/Description and /InputForSpeakSlideShow: a case's submitted text, or null. */
export const CaseTextInputRecord = z.object({
  taskId: z.string(),
  category: TextTaskCategory,
  content: z.string(),
  submittedAt: z.string(),
});
export type CaseTextInputRecord = z.infer<typeof CaseTextInputRecord>;

/** The raw contents: the hub applies the task's own rules (textSectionsSchema) once it knows the category. */
export const TextSectionInput = z.object({
  name: z.string().trim().min(1).max(64),
  content: z.string().max(20_000),
});

/** POST /orders/tasks/texts/complete. */
export const CompleteTextTaskBody = z.object({
  taskId: z.uuid(),
  sections: z.array(TextSectionInput).max(TextSectionName.options.length),
  writingStyle: WritingStyle.optional(),
});
export type CompleteTextTaskBody = z.input<typeof CompleteTextTaskBody>;

/** What a completed text task stores as its submission (TaskDetailRecord.submission.payload). */
export const TextTaskSubmission = z.object({
  sections: z.array(z.object({ name: TextSectionName, content: z.string() })),
  writingStyle: WritingStyle.nullable(),
});
export type TextTaskSubmission = z.infer<typeof TextTaskSubmission>;

export const AI_TEXT_MAX = 5000;

/** GET /orders/tasks/{id}/aitexteditorlink: an external editor, or a path of the portal's own editor. */
export const AiTextEditorLinkRecord = z.object({ url: z.string() });
export type AiTextEditorLinkRecord = z.infer<typeof AiTextEditorLinkRecord>;

/** Who wrote the draft: the AI text service, or the portal from the case's facts (no service configured). */
export const AiTextOrigin = z.enum(['service', 'portal']);
export type AiTextOrigin = z.infer<typeof AiTextOrigin>;

/** GET /orders/tasks/{id}/ai-text: the text to review before completing; `ready` is false while the
 * service has not finished one. */
export const AiTextDraftRecord = z.object({ text: z.string(), origin: AiTextOrigin, ready: z.boolean() });
export type AiTextDraftRecord = z.infer<typeof AiTextDraftRecord>;

/** POST /orders/tasks/{id}/complete/ai-text. */
export const CompleteAiTextBody = z.object({
  text: writtenText.pipe(z.string().trim().min(1).max(AI_TEXT_MAX)),
});
export type CompleteAiTextBody = z.input<typeof CompleteAiTextBody>;

/** What a completed AI text task stores as its submission. */
export const AiTextSubmission = z.object({ text: z.string(), origin: AiTextOrigin });
export type AiTextSubmission = z.infer<typeof AiTextSubmission>;
