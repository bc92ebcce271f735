import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';

export async function addressRoutes(_app: App, _deps: AppDeps) {}
