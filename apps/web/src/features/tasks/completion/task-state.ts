/** A task that can still be worked on: Open or Partial (a Completed or Cancelled task cannot change). */
export const isTaskOpen = (status: string): boolean => status === 'Open' || status === 'Partial';
