/** Whether the provider must call: marked, and still no time booked. */
export function callMarkOf(visitStatus: string, callNeededAt: Date | string | null) {
  const at = callNeededAt === null ? null : new Date(callNeededAt).toISOString();
  return { callNeeded: visitStatus === 'INCOMPLETE' && at !== null, callNeededAt: at };
}
