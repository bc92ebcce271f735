import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { type AddressSuggestion, type CountryCode, ErrorKey, type ResolvedAddress } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MIN_QUERY,
  addressSuggestionsQuery,
  type LookupValue,
  resolveAddress,
} from '@/lib/address-lookup.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDebouncedValue } from '@/lib/use-debounced.ts';

// docs/product.md: search callbacks wait 250 ms.
const LOOKUP_DEBOUNCE_MS = 250;

interface AddressLookupProps {
  id: string;
  value: LookupValue;
  country: CountryCode;
  /** The id of the message saying what is wrong with the address, or null while nothing is. */
  problemId: string | null;
  onChange: (value: LookupValue) => void;
  onBlur: () => void;
  onResolved: (address: ResolvedAddress) => void;
  /** A message key for a suggestion that could not be used (or null to clear it). */
  onProblem: (key: string | null) => void;
}

/**
 * The address lookup: suggestions for what is typed (250 ms after the typing stops, 20 at a time, "more"
 * for the next 20). Choosing one resolves it into its parts; a place without street, number, postal code
 * and city is refused by the hub with the invalid-prediction message.
 */
export function AddressLookup({
  id,
  value,
  country,
  problemId,
  onChange,
  onBlur,
  onResolved,
  onProblem,
}: AddressLookupProps) {
  const { t } = useTranslation();
  const typed = useDebouncedValue(value.text.trim(), LOOKUP_DEBOUNCE_MS);
  const searching = value.id === '' && typed.length >= ADDRESS_MIN_QUERY;
  const suggestions = useInfiniteQuery({ ...addressSuggestionsQuery(typed, country), enabled: searching });
  const [resolving, setResolving] = useState(false);
  const found = suggestions.data?.pages.flat() ?? [];

  const choose = async (suggestion: AddressSuggestion) => {
    onChange({ text: suggestion.text, id: '' });
    onProblem(null);
    setResolving(true);
    try {
      const address = await resolveAddress(suggestion, country);
      onChange({ text: address.full || suggestion.text, id: suggestion.id });
      onResolved(address);
    } catch (error) {
      onProblem(
        isApiError(error, 422)
          ? ErrorKey.invalidPrediction
          : isApiError(error)
            ? error.code
            : ErrorKey.internal,
      );
    } finally {
      setResolving(false);
    }
  };

  const notFound = () => {
    if (!searching) return null;
    if (suggestions.isFetching) return t('orders.address.searching');
    if (suggestions.isError) return t(ErrorKey.internal);
    return t('orders.address.noMatches');
  };

  return (
    <>
      <AutoComplete<string>
        id={id}
        value={value.text}
        status={problemId ? 'error' : undefined}
        aria-invalid={problemId !== null}
        aria-describedby={problemId ?? undefined}
        placeholder={t('orders.address.placeholder')}
        options={searching ? found.map((item) => ({ value: item.id, label: item.text })) : []}
        showSearch={{
          filterOption: false,
          onSearch: (text) => {
            onChange({ text, id: '' });
            onProblem(null);
          },
        }}
        onSelect={(chosen) => {
          const suggestion = found.find((item) => item.id === chosen);
          if (suggestion) void choose(suggestion);
        }}
        onBlur={onBlur}
        notFoundContent={notFound()}
        allowClear
        onClear={() => onChange({ text: '', id: '' })}
        suffixIcon={resolving ? <LoadingOutlined aria-hidden /> : null}
        popupRender={(menu) => (
          <>
            {menu}
            {suggestions.hasNextPage ? (
              <Button
                type="link"
                block
                loading={suggestions.isFetchingNextPage}
                // Keeps the focus (and so the list) in the field while the next page loads.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => void suggestions.fetchNextPage()}
              >
                {t('orders.address.more')}
              </Button>
            ) : null}
          </>
        )}
      />
      {value.id !== '' && !resolving ? (
        <Flex gap={6} align="center" style={{ marginTop: 4 }}>
          <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden />
          <Typography.Text type="secondary">{t('orders.address.found')}</Typography.Text>
        </Flex>
      ) : null}
    </>
  );
}
