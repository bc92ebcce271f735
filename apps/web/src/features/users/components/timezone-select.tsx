import { Select } from 'antd';
import { useMemo } from 'react';
import { timeZoneOffset } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

// The Nordic zones first (the offices' own), then the zones their staff travel and work in most.
const TIME_ZONES = [
  'Europe/Copenhagen',
  'Europe/Stockholm',
  'Europe/Oslo',
  'Europe/Helsinki',
  'Atlantic/Faroe',
  'Atlantic/Reykjavik',
  'America/Nuuk',
  'Arctic/Longyearbyen',
  'UTC',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Berlin',
  'Europe/Amsterdam',
  'Europe/Brussels',
  'Europe/Paris',
  'Europe/Zurich',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Vienna',
  'Europe/Warsaw',
  'Europe/Tallinn',
  'Europe/Riga',
  'Europe/Vilnius',
  'Europe/Athens',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Dubai',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
];

interface TimezoneSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function TimezoneSelect({ id, value, onChange, onBlur }: TimezoneSelectProps) {
  const locale = useLocale();
  const options = useMemo(() => {
    // A zone set elsewhere stays selectable, so saving the profile never changes it by surprise.
    const zones = value && !TIME_ZONES.includes(value) ? [value, ...TIME_ZONES] : TIME_ZONES;
    return zones.map((zone) => {
      const offset = timeZoneOffset(zone, locale);
      const name = zone.replaceAll('_', ' ');
      return { value: zone, label: offset ? `${name} (${offset})` : name };
    });
  }, [value, locale]);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
    />
  );
}
