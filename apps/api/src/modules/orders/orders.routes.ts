import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';

export async function ordersRoutes(_app: App, _deps: AppDeps) {}
