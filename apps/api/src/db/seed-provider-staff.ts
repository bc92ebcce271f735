import { roles, users } from '../modules/users/users.table.ts';
import type { Db } from './client.ts';

/**
 * The provider's fulfilment staff of the demo: a coordinator who runs every order, a photographer who visits
 * the properties, and an editor who delivers pictures and texts. Like support@demo.test they belong to no
 * department: their provider roles let them work on every department's orders (docs/permissions.md).
 */
export async function seedProviderStaff(db: Db, passwordHash: string) {
  const [coordinatorRole, photographerRole, editorRole] = await db
    .insert(roles)
    .values([
      {
        name: 'Coordinator',
        permissions: [
          'orders.fulfil',
          'visits.manage',
          'material.deliver',
          'texts.deliver',
          'catalogue.manage',
        ],
      },
      { name: 'Photographer', permissions: ['visits.manage'] },
      { name: 'Editor', permissions: ['material.deliver', 'texts.deliver'] },
    ])
    .returning();
  if (!coordinatorRole || !photographerRole || !editorRole)
    throw new Error('provider roles were not created');
  const [coordinator, photographer, editor] = await db
    .insert(users)
    .values([
      {
        email: 'coordinator@demo.test',
        firstName: 'Jonas',
        lastName: 'Krogh',
        phoneNumber: '+4570203041',
        passwordHash,
        roleId: coordinatorRole.id,
        locale: 'da',
      },
      {
        email: 'photographer@demo.test',
        firstName: 'Anna',
        lastName: 'Fotograf',
        phoneNumber: '+4528114590',
        passwordHash,
        roleId: photographerRole.id,
        locale: 'da',
      },
      {
        email: 'editor@demo.test',
        firstName: 'Elin',
        lastName: 'Strand',
        passwordHash,
        roleId: editorRole.id,
        locale: 'en',
      },
    ])
    .returning();
  if (!coordinator || !photographer || !editor) throw new Error('provider staff were not created');
  return { coordinator, photographer, editor };
}
