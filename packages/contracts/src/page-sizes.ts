// The lists' page sizes, in a module free of zod, so the portal can name one without loading the schema
// library (the signed-in layout's menu and account menu ask for a first page of tasks and departments).
export const ADMIN_PAGE_SIZE = 20;
export const TASK_PAGE_SIZE = 20;
