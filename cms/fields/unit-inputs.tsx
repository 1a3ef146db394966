'use client';
import type { FormFieldInputProps } from '@keystatic/core';
import { Flex } from '@keystar/ui/layout';
import { Notice } from '@keystar/ui/notice';
import { TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { useEffect, useState, type ReactNode } from 'react';
import { priceDropWarning, type PriceReference } from '../../lib/content/price-warnings';
import { formatDate } from '../../lib/format/date';
import { parseTypedDate } from '../../lib/format/typed-date';
import { formatCount } from '../../lib/format/number';
import { parsePrice } from '../../lib/format/money';
import { fetchSiteCheck } from '../site-check/client';
import { typedBytes, type BytesValue, type PriceValue } from './units';

/**
 * The inputs of the unit fields (fields/units.tsx): a text box in the unit a person
 * thinks in, what the file will hold beside it, the field's problem once it was changed
 * (or on a save, when Keystatic sets forceValidation) and, for prices, a warning.
 */
interface UnitProps {
  label: string;
  description?: string;
  autoFocus: boolean;
  forceValidation: boolean;
  text: string;
  onText: (text: string) => void;
  problem: string | undefined;
  /** What the file holds, shown beside the box. */
  stored?: string;
  warning?: ReactNode;
}

function UnitInput({
  label,
  description,
  autoFocus,
  forceValidation,
  text,
  onText,
  problem,
  stored,
  warning,
}: UnitProps) {
  const [touched, setTouched] = useState(false);
  return (
    <Flex direction="column" gap="regular">
      <TextField
        label={label}
        description={description}
        autoFocus={autoFocus}
        value={text}
        onChange={(next) => {
          setTouched(true);
          onText(next);
        }}
        errorMessage={touched || forceValidation ? problem && `${label} ${problem}` : undefined}
        endElement={
          stored ? (
            <Flex alignItems="center" paddingX="regular" flexShrink={0}>
              <Text color="neutralSecondary">{stored}</Text>
            </Flex>
          ) : undefined
        }
      />
      {warning}
    </Flex>
  );
}

type Own<V> = FormFieldInputProps<V> & {
  label: string;
  description?: string;
  problem: (value: V) => string | undefined;
};

/** The product's prices as saved (from the site check), to warn about a price far below them. */
function useSavedPrices(): PriceReference[] {
  const [prices, setPrices] = useState<PriceReference[]>([]);
  useEffect(() => {
    let active = true;
    fetchSiteCheck()
      .then((report) => active && setPrices(report.prices ?? []))
      .catch(() => undefined); // No comparison without the saved file; the field still works.
    return () => {
      active = false;
    };
  }, []);
  return prices;
}

export function PriceInput({ value, onChange, problem, ...props }: Own<PriceValue>) {
  const saved = useSavedPrices();
  const cents = parsePrice(value.text);
  const warning =
    cents === undefined
      ? undefined
      : priceDropWarning(cents, {
          others: saved,
          ...(value.saved === undefined ? {} : { previous: { cents: value.saved, what: 'its saved price' } }),
        });
  return (
    <UnitInput
      {...props}
      text={value.text}
      onText={(text) => onChange({ ...value, text })}
      problem={problem(value)}
      warning={
        warning ? (
          <Notice tone="caution">{`Is this price right? ${warning}. It can still be saved.`}</Notice>
        ) : undefined
      }
    />
  );
}

export function BytesInput({ value, onChange, problem, ...props }: Own<BytesValue>) {
  return (
    <UnitInput
      {...props}
      text={value.text}
      onText={(text) => onChange(typedBytes(text))}
      problem={problem(value)}
      stored={value.bytes === undefined ? undefined : `${formatCount(value.bytes)} bytes`}
    />
  );
}

export function DateInput({ value, onChange, problem, ...props }: Own<string>) {
  const typed = parseTypedDate(value);
  return (
    <UnitInput
      {...props}
      text={value}
      onText={onChange}
      problem={problem(value)}
      stored={'iso' in typed ? formatDate(new Date(`${typed.iso}T00:00:00Z`)) : undefined}
    />
  );
}
