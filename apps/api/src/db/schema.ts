// Every table of every module, for Drizzle's relational queries and drizzle-kit.
export * from '../modules/audit/audit.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/bookings/bookings.table.ts';
export * from '../modules/branches/branches.table.ts';
export * from '../modules/case-documents/case-documents.table.ts';
export * from '../modules/cases/cases.table.ts';
export * from '../modules/catalogue/catalogue.table.ts';
export * from '../modules/directory/directory.table.ts';
export * from '../modules/downloads/downloads.table.ts';
export * from '../modules/invitations/invitations.table.ts';
export * from '../modules/materials/materials.table.ts';
export * from '../modules/orders/orders.table.ts';
export * from '../modules/presentation/presentation.table.ts';
export * from '../modules/task-forms/task-forms.table.ts';
export * from '../modules/tasks/tasks.table.ts';
export * from '../modules/uploads/uploads.table.ts';
export * from '../modules/users/users.table.ts';
