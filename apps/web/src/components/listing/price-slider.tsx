import { useEffect, useRef } from 'react';
import Slider from '@mui/material/Slider';
import { formatMoney } from './listing-format.ts';
import { nearestTick } from './price-scale.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { filterWords } from '../../i18n/filters/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * The price range's MUI Slider (~7 KB gzip): its own chunk, fetched when the visitor reaches for
 * the price filter (price-filter.tsx draws the same track until then). The slider moves along the
 * stops of `ticks` (price-scale.ts); values in and out are prices.
 */
export default function PriceSlider({
  value,
  ticks,
  autoFocus,
  onDraft,
  onCommit,
}: {
  value: [number, number];
  ticks: readonly number[];
  /** Focus the first thumb once shown (the visitor activated the drawn track with the keyboard). */
  autoFocus: boolean;
  onDraft: (next: [number, number]) => void;
  onCommit: (next: [number, number]) => void;
}) {
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (autoFocus) root.current?.querySelector('input')?.focus();
  }, [autoFocus]);
  const t = useWords(filterWords);
  const locale = useLocale();
  const price = (i: number) => ticks[i] ?? 0;
  const prices = (next: number | number[]): [number, number] => {
    const [lo = 0, hi = 0] = Array.isArray(next) ? next : [next, next];
    return [price(lo), price(hi)];
  };
  return (
    <Slider
      ref={root}
      value={[nearestTick(ticks, value[0]), nearestTick(ticks, value[1])]}
      min={0}
      max={ticks.length - 1}
      step={1}
      onChange={(_, next) => onDraft(prices(next))}
      onChangeCommitted={(_, next) => onCommit(prices(next))}
      getAriaLabel={(i) => (i === 0 ? t('lowest') : t('highest'))}
      getAriaValueText={(i) => formatMoney(price(i), undefined, locale)}
      size="small"
      disableSwap
    />
  );
}
