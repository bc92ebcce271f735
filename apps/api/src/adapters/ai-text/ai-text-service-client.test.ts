import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeAiTextService } from '../../test/fakes/fake-ai-text-service.ts';
import { AiTextServiceError } from './ai-text-service-client.ts';
import type { AiTextSession } from './ai-text-tool.ts';
import { createAiTextTool } from './create-ai-text-tool.ts';

const logger = pino({ level: 'silent' });

const session: AiTextSession = {
  taskId: '4f0c1a8e-8f2b-4b1e-9a51-2d3c4e5f6a7b',
  category: 'AI_TEXT_INPUT',
  language: 'no',
  facts: {
    address: 'Bryggen 5, 5003 Bergen',
    propertyType: 'flat',
    livingArea: 64,
    rooms: 3,
    storeys: null,
    description: null,
  },
};

describe('AI text service client', async () => {
  const service = await startFakeAiTextService('right-key');
  afterAll(() => service.close());

  it('sends the known facts, with the key, and reads the editor URL', async () => {
    const tool = createAiTextTool({ baseUrl: `${service.baseUrl}/`, apiKey: 'right-key', logger });
    const { url } = await tool.openEditor(session, 'https://portal.example/tasks/1/ai-text');
    expect(url).toMatch(/^https:\/\/ai-text\.example\/editor\//);
    expect(service.sessions.get(session.taskId)?.property).toEqual({
      address: 'Bryggen 5, 5003 Bergen',
      propertyType: 'flat',
      livingArea: 64,
      rooms: 3,
    });
  });

  it('fails with AiTextServiceError on a refused key, and when the service cannot be reached', async () => {
    const wrongKey = createAiTextTool({ baseUrl: service.baseUrl, apiKey: 'wrong', logger });
    await expect(wrongKey.openEditor(session, 'https://portal.example/')).rejects.toBeInstanceOf(
      AiTextServiceError,
    );
    const unreachable = createAiTextTool({ baseUrl: 'http://127.0.0.1:9', apiKey: 'right-key', logger });
    await expect(unreachable.findText(session)).rejects.toBeInstanceOf(AiTextServiceError);
  });

  it('refuses an answer that is not a web address', async () => {
    const tool = createAiTextTool({
      baseUrl: 'http://ai-text.test',
      logger,
      fetchImpl: async () => Response.json({ editorUrl: 'javascript:alert(1)' }, { status: 201 }),
    });
    await expect(tool.openEditor(session, 'https://portal.example/')).rejects.toBeInstanceOf(
      AiTextServiceError,
    );
  });
});
