import type { ApiKeyScope } from '@portal/contracts';

/** The i18n key of a scope's name ('cases.read' -> apiKeys.scopes.cases_read). */
export const scopeLabelKey = (scope: ApiKeyScope): string => `apiKeys.scopes.${scope.replace('.', '_')}`;
