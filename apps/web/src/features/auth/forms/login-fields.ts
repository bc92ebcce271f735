import { SignInBody } from '@portal/contracts';
import { z } from 'zod';

/**
 * The login form's schema, in a chunk of its own: with it come zod and the contracts' account schemas, which
 * the login page fetches once the visitor starts on the form rather than before it shows (login-form.tsx).
 */
export const LoginFields = SignInBody.extend({ remember: z.boolean() });
export type LoginInput = z.input<typeof LoginFields>;
export type LoginValues = z.output<typeof LoginFields>;

/** The typed address once it is one, so login-url is asked about addresses only, not every keystroke. */
export function addressOf(typed: string): string | undefined {
  const parsed = SignInBody.shape.email.safeParse(typed);
  return parsed.success ? parsed.data : undefined;
}
