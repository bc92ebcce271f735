import type { AiTextDraft, AiTextSession, AiTextTool } from './ai-text-tool.ts';

/** The AI text service refused or could not be reached; the task page then offers the portal's own editor. */
export class AiTextServiceError extends Error {}

interface SessionAnswer {
  editorUrl?: unknown;
}

interface TextAnswer {
  status?: unknown;
  text?: unknown;
}

/**
 * The AI text service (docs/decisions/0119-ai-text-service-with-an-offline-editor.md): POST {url}/sessions
 * opens an editor session for a task with the property's facts and answers { editorUrl }; GET
 * {url}/sessions/{taskId} answers { status: 'open' | 'finished', text }. Both carry the key as a bearer
 * token.
 */
export function createAiTextServiceClient(options: {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}): AiTextTool {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function call(path: string, init: RequestInit, accept: readonly number[] = []) {
    try {
      const response = await options.fetchImpl(`${base}${path}`, {
        ...init,
        headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok && !accept.includes(response.status)) {
        throw new AiTextServiceError(`AI text service answered ${response.status} to ${path}`);
      }
      return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : null };
    } catch (error) {
      if (error instanceof AiTextServiceError) throw error;
      throw new AiTextServiceError(`AI text service could not be asked (${path})`, { cause: error });
    }
  }

  return {
    origin: 'service',

    async openEditor(session: AiTextSession, returnUrl: string) {
      const { facts } = session;
      const property = Object.fromEntries(
        Object.entries({
          address: facts.address,
          propertyType: facts.propertyType,
          livingArea: facts.livingArea,
          rooms: facts.rooms,
          floors: facts.storeys,
          description: facts.description,
        }).filter(([, value]) => value !== null),
      );
      const { body } = await call('/sessions', {
        method: 'POST',
        body: JSON.stringify({
          reference: session.taskId,
          kind: session.category,
          language: session.language,
          property,
          returnUrl,
        }),
      });
      const url = (body as SessionAnswer | null)?.editorUrl;
      // Only a web address may reach the browser, which opens it in a new tab.
      if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) {
        throw new AiTextServiceError('AI text service answered no editor URL');
      }
      return { url };
    },

    async findText(session: AiTextSession): Promise<AiTextDraft> {
      const { status, body } = await call(`/sessions/${encodeURIComponent(session.taskId)}`, {}, [404]);
      if (status === 404) return { text: '', ready: false };
      const answer = body as TextAnswer | null;
      if (answer?.status !== 'finished' || typeof answer.text !== 'string') return { text: '', ready: false };
      return { text: answer.text, ready: true };
    },
  };
}
