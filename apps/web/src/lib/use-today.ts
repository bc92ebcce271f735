import { calendarDay } from './format.ts';
import { useSignedInUser } from './session.ts';

/** Today's calendar day (YYYY-MM-DD) in the signed-in user's time zone. */
export function useToday(): string {
  const user = useSignedInUser();
  return calendarDay(new Date().toISOString(), user.timezone);
}
