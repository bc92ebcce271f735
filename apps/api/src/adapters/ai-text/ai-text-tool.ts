import type { AiTextOrigin, Locale } from '@portal/contracts';
import type { Logger } from 'pino';
import { createAiTextServiceClient } from './ai-text-service-client.ts';
import { createOfflineAiText } from './offline-ai-text.ts';

/** What is known about the property of an AI text task; null where the order and case do not say. */
export interface PropertyFacts {
  address: string;
  /** A PropertyType key. */
  propertyType: string | null;
  livingArea: number | null;
  rooms: number | null;
  floors: number | null;
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

/** The service could not be asked or gave no usable answer; the hub answers 502 aiTextLinkError. */
export const AI_TEXT_SERVICE_TIMEOUT_MS = 8000;

/** The service's client when AI_TEXT_URL is set; otherwise the portal's own editor with a draft from facts. */
export function createAiTextTool(options: {
  baseUrl?: string;
  apiKey?: string;
  logger: Logger;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): AiTextTool {
  if (!options.baseUrl) return createOfflineAiText();
  options.logger.info({ url: options.baseUrl }, 'AI text tool: external service');
  return createAiTextServiceClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? AI_TEXT_SERVICE_TIMEOUT_MS,
    fetchImpl: options.fetchImpl ?? fetch,
  });
}
