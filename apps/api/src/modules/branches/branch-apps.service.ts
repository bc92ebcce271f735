import { type BranchApp, ErrorKey } from '@portal/contracts';
import { type Actor, hasBranchPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { listDomainsOfBranches } from '../directory/directory.service.ts';
import { findBranchById } from './branches.service.ts';

// The apps page: what the hub really connects to for a department, and whether the real service or the
// hub's offline default does the work (docs/decisions/0073-departments-and-their-apps.md). The services are
// set up for the whole hub in its environment (README); only directory sign-in is switched on per department,
// by its domains.

const fromEnvironment = (
  key: BranchApp['key'],
  configured: string | undefined,
  variables: string[],
  details: BranchApp['details'] = {},
): BranchApp => ({
  key,
  state: configured ? 'service' : 'offline',
  configuredIn: 'environment',
  variables,
  details,
});

/** The department's admins and provider admins (branches.manage); 403 for others. */
export async function listAppsOfBranch(deps: AppDeps, actor: Actor, branchId: number): Promise<BranchApp[]> {
  if (!hasBranchPermission(actor, branchId, 'admin') && !actor.permissions.has('branches.manage')) {
    throw new AppError(ErrorKey.forbidden, 403);
  }
  const branch = await findBranchById(deps.db, branchId);
  if (!branch) throw new AppError(ErrorKey.notFound, 404);
  const { config } = deps;
  const danish = branch.countryCode === 'DK';
  const domains = (await listDomainsOfBranches(deps.db, [branchId])).get(branchId) ?? [];
  const directoryVariables = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
  return [
    fromEnvironment('aiText', config.AI_TEXT_URL, ['AI_TEXT_URL', 'AI_TEXT_API_KEY']),
    fromEnvironment('textCatalogue', config.TRANSLATIONS_URL, [
      'TRANSLATIONS_URL',
      'TRANSLATIONS_API_TOKEN',
      'TRANSLATIONS_PROJECT_ID',
    ]),
    danish
      ? fromEnvironment('addressLookup', config.DK_ADDRESS_URL, ['DK_ADDRESS_URL'], { service: 'dawa' })
      : fromEnvironment('addressLookup', config.MAPS_API_URL, ['MAPS_API_URL', 'MAPS_API_KEY'], {
          service: 'maps',
        }),
    fromEnvironment('sms', config.SMS_URL, ['SMS_URL', 'SMS_API_KEY', 'SMS_SENDER']),
    fromEnvironment('fileStorage', config.S3_BUCKET, [
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_PUBLIC_URL',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ]),
    deps.directory
      ? {
          key: 'directorySignIn',
          state: domains.length > 0 ? 'service' : 'off',
          configuredIn: 'department',
          variables: directoryVariables,
          details: { issuer: deps.directory.issuer, domains },
        }
      : {
          key: 'directorySignIn',
          state: 'off',
          configuredIn: 'environment',
          variables: directoryVariables,
          details: {},
        },
  ];
}
