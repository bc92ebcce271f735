import type { ListingProfileRecord } from '@portal/contracts';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ListingProfileForm } from './listing-profile-form.tsx';

/** One tab per export profile, the chosen one kept in the address (`?profile=finn`). */
export function ListingProfilesTabs({ profiles }: { profiles: ListingProfileRecord[] }) {
  const [params, setParams] = useSearchParams();
  const chosen = profiles.find((profile) => profile.id === params.get('profile'))?.id ?? profiles[0]?.id;
  return (
    <Tabs
      activeKey={chosen}
      onChange={(profileId) => setParams({ profile: profileId }, { replace: true })}
      items={profiles.map((profile) => ({
        key: profile.id,
        label: profile.name,
        children: <ListingProfileForm profile={profile} />,
      }))}
      destroyOnHidden
    />
  );
}
