import type { Logger } from 'pino';
import { createAiTextServiceClient } from './ai-text-service-client.ts';
import type { AiTextTool } from './ai-text-tool.ts';
import { createOfflineAiText } from './offline-ai-text.ts';

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
