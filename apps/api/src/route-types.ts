import type { ApiKeyScope, ErrorKey } from '@portal/contracts';

// What every route of the API declares in its own options. A file of its own, apart from the plugins that
// read it, so that a service (which never imports Fastify) can name an audience too.

/**
 * Who may call an operation. `public`: no sign-in (sign-in itself and the pages opened from mailed or texted
 * links, whose token is the authorization); an API key scope: an office's own system may call it with a
 * department API key holding that scope, and the portal with its session; `portal`: the portal's session
 * only (administration, passwords, invitations, the provider's own work), never an API key.
 */
export type Audience = 'public' | 'portal' | ApiKeyScope;

/**
 * The tighter rate limit a call counts against, one count per client address for the group: `signIn` for a
 * call that checks a password, `password` for one that sends mail or sets a password, `publicLinks` for the
 * pages of mailed or texted links (plugins/rate-limit.ts).
 */
export type LimitGroup = 'signIn' | 'password' | 'publicLinks';

/** One operation of the hub as its route declares it. */
export interface Operation {
  method: string;
  /** As the route is registered: `:id` parameters, `*` for a wildcard. */
  url: string;
  operationId: string;
  summary: string;
  audience: Audience;
  limitGroup?: LimitGroup;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: the auth plugin answers 401 without a session unless it is `public`, and lets
     * an API key call only a route of one of the key's scopes. Every route of the API names it
     * (plugins/route-options.ts refuses one without), beside `operationId` and `summary` in its schema.
     */
    audience?: Audience;
    /** The tighter rate limit of the route, if it has one. */
    limitGroup?: LimitGroup;
    /**
     * The message of this call's own failure, where the spec's error catalogue names one ("text save without
     * success"): plugins/errors.ts answers it instead of the generic message when the call fails for a reason
     * the hub does not explain. A refusal with its own reason keeps it.
     */
    failure?: ErrorKey;
  }
  interface FastifyInstance {
    /** Every operation of the API, in the order the routes were registered. */
    operations: readonly Operation[];
  }
}
