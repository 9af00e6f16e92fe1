import { useEffect, useRef } from 'react';
import Slider from '@mui/material/Slider';
import type { TPriceRange } from '@dawa/contract';
import { formatMoney } from './listing-format.ts';

/**
 * The price range's MUI Slider (~7 KB gzip): its own chunk, fetched when the visitor reaches for
 * the price filter (price-filter.tsx draws the same track until then).
 */
export default function PriceSlider({
  value,
  domain,
  step,
  autoFocus,
  onDraft,
  onCommit,
}: {
  value: [number, number];
  domain: TPriceRange;
  step: number;
  /** Focus the first thumb once shown (the visitor activated the drawn track with the keyboard). */
  autoFocus: boolean;
  onDraft: (next: [number, number]) => void;
  onCommit: (next: [number, number]) => void;
}) {
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (autoFocus) root.current?.querySelector('input')?.focus();
  }, [autoFocus]);
  return (
    <Slider
      ref={root}
      value={value}
      min={domain.min_price}
      max={domain.max_price}
      step={step}
      onChange={(_, next) => onDraft(next as [number, number])}
      onChangeCommitted={(_, next) => onCommit(next as [number, number])}
      getAriaLabel={(i) => (i === 0 ? 'Lowest price' : 'Highest price')}
      getAriaValueText={(v) => formatMoney(v)}
      size="small"
      disableSwap
    />
  );
}
