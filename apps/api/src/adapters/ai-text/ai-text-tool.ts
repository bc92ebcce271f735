import type { AiTextOrigin, Locale } from '@portal/contracts';

// The AI text tool as the hub sees it. The factory that picks the external service or the offline draft
// lives in create-ai-text-tool.ts, so each of them implements these types without importing the file that
// imports it.

/** What is known about the property of an AI text task; null where the order and case do not say. */
export interface PropertyFacts {
  address: string;
  /** A PropertyType key. */
  propertyType: string | null;
  livingArea: number | null;
  rooms: number | null;
  storeys: number | null;
  /** The property description the office submitted in an earlier text task of the case. */
  description: string | null;
}

export interface AiTextSession {
  taskId: string;
  category: string;
  /** The language the text is to be written in: the portal language of the user. */
  language: Locale;
  facts: PropertyFacts;
}

export interface AiTextDraft {
  text: string;
  /** False while the service has not finished a text for the task. */
  ready: boolean;
}

/** The AI text tool of AI_TEXT_INPUT and AI_TEXT_OVERVIEW tasks (docs/architecture.md). */
export interface AiTextTool {
  readonly origin: AiTextOrigin;
  /**
   * The editor for the task: an external URL of the service, or the path of the portal's own editor.
   * `returnUrl` is where the service sends the user back when the text is finished.
   */
  openEditor(session: AiTextSession, returnUrl: string): Promise<{ url: string }>;
  /** The text written for the task, for the office to review before completing it. */
  findText(session: AiTextSession): Promise<AiTextDraft>;
}
