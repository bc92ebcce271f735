import {
  ErrorKey,
  type ListingProfileRecord,
  ListingProfileRules,
  type ListingProfileUpdateBody,
  type ListingRuleOrigin,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './listings.repo.ts';

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;

function toProfileRecord(row: repo.ProfileRow): ListingProfileRecord {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    language: row.language,
    // Parsed on the way out too, so a row written by hand in the database cannot reach an export unchecked.
    rules: ListingProfileRules.parse(row.rules),
    ruleOrigins: row.ruleOrigins,
    sources: row.sources,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: nameOf(row.updatedByFirstName, row.updatedByLastName),
  };
}

/** Every export profile: the same for every department, read by the portal and by keys with `listings.read`. */
export async function listListingProfiles(deps: AppDeps): Promise<ListingProfileRecord[]> {
  return (await repo.findProfiles(deps.db)).map(toProfileRecord);
}

/** One profile's rules, for the listing's check and export. */
export async function findListingProfile(deps: AppDeps, id: string): Promise<ListingProfileRecord> {
  const row = await repo.findProfile(deps.db, id);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  return toProfileRecord(row);
}

/**
 * A rule whose value the staff change is marked theirs from then on; the others keep their origin, so the
 * profile keeps saying which values still follow the portal's published guidance.
 */
function originsAfter(
  before: ListingProfileUpdateBody['rules'],
  after: ListingProfileUpdateBody['rules'],
  origins: Record<string, ListingRuleOrigin>,
): Record<string, ListingRuleOrigin> {
  const changed = Object.keys(after).filter(
    (name) =>
      JSON.stringify(before[name as keyof typeof before]) !==
      JSON.stringify(after[name as keyof typeof after]),
  );
  return { ...origins, ...Object.fromEntries(changed.map((name) => [name, 'provider' as const])) };
}

/** Provider staff with `catalogue.manage` change a destination's name and rules. */
export async function updateListingProfile(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: ListingProfileUpdateBody,
): Promise<ListingProfileRecord> {
  assertProviderPermission(actor, 'catalogue.manage');
  await deps.db.transaction(async (tx) => {
    const current = await repo.findProfileForUpdate(tx, id);
    if (!current) throw new AppError(ErrorKey.notFound, 404);
    await repo.updateProfile(tx, id, {
      name: body.name,
      rules: body.rules,
      ruleOrigins: originsAfter(current.rules, body.rules, current.ruleOrigins),
      updatedAt: nowOf(deps),
      updatedByUserId: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'listingProfile.updated',
      targetType: 'listingProfile',
      targetId: id,
      details: { name: body.name },
    });
  });
  return findListingProfile(deps, id);
}
