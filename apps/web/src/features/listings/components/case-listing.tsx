import type { CountryCode, ListingAlteration } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryContent } from '@/components/query-content.tsx';
import { listingProfilesQuery, profilesForCountry } from '@/lib/listing-profiles.ts';
import { caseListingQuery, listingCheckQuery } from '../api/listings-api.ts';
import type { ListingCandidate } from '../lib/listing-draft.ts';
import { ListingCheck } from './listing-check.tsx';
import { ListingEditor } from './listing-editor.tsx';
import type { CaptionSuggestion } from './listing-item-row.tsx';
import './listings.css';

interface CaseListingProps {
  caseId: string;
  /** The case's pictures and floor plans, with their thumbnails, in the presentation's order. */
  candidates: ListingCandidate[];
  captionSuggestions: CaptionSuggestion[];
  /** The department's country: its portals are offered first. */
  country: CountryCode | null;
  /** The user may order for the case's department, and so change and export its listing. */
  mayEdit: boolean;
  email: string;
}

/**
 * A case's listing: the set the office edits, and beside it the chosen profile's check and export. The
 * profile is kept in the address (`?profile=finn`), so a reload or a shared link shows the same check.
 */
export function CaseListing({
  caseId,
  candidates,
  captionSuggestions,
  country,
  mayEdit,
  email,
}: CaseListingProps) {
  const { t } = useTranslation();
  const listing = useQuery(caseListingQuery(caseId));
  const profiles = useQuery(listingProfilesQuery);
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const ordered = useMemo(() => profilesForCountry(profiles.data ?? [], country), [profiles.data, country]);
  const profile = ordered.find((found) => found.id === params.get('profile')) ?? ordered[0];
  const check = useQuery({ ...listingCheckQuery(caseId, profile?.id ?? ''), enabled: profile !== undefined });
  const alterations = useMemo(
    () =>
      new Map<string, ListingAlteration>(
        (check.data?.files ?? []).flatMap((file) =>
          file.alteration ? [[file.materialId, file.alteration] as const] : [],
        ),
      ),
    [check.data],
  );

  return (
    <QueryContent query={listing} rows={6}>
      {(record) => {
        const nameOf = (materialId: string) =>
          record.items.find((item) => item.materialId === materialId)?.name ??
          t('listings.check.unknownPicture');
        return (
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={14}>
              <ListingEditor
                caseId={caseId}
                record={record}
                candidates={candidates}
                captionSuggestions={captionSuggestions}
                alterations={alterations}
                readOnly={!mayEdit}
                onDirtyChange={setDirty}
              />
            </Col>
            <Col xs={24} xl={10}>
              <QueryContent query={profiles} rows={4}>
                {() =>
                  profile ? (
                    <ListingCheck
                      caseId={caseId}
                      profiles={ordered}
                      profile={profile}
                      onProfile={(profileId) => setParams({ profile: profileId }, { replace: true })}
                      nameOf={nameOf}
                      dirty={dirty}
                      mayExport={mayEdit}
                      email={email}
                    />
                  ) : null
                }
              </QueryContent>
            </Col>
          </Row>
        );
      }}
    </QueryContent>
  );
}
