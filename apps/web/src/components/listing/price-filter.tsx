import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { TPriceRange } from '@dawa/contract';
import { formatMoney } from './listing-format.ts';

/** A chosen price range; 0 on either side means no bound (spec: 0/0 is the default). */
export interface PriceBounds {
  min: number;
  max: number;
}

/** The slider's thumbs for chosen bounds within the domain the API reported. */
export function boundsToSlider(bounds: PriceBounds, domain: TPriceRange): [number, number] {
  const clamp = (n: number) => Math.min(domain.max_price, Math.max(domain.min_price, n));
  const lo = bounds.min > 0 ? clamp(bounds.min) : domain.min_price;
  const hi = bounds.max > 0 ? clamp(bounds.max) : domain.max_price;
  return [Math.min(lo, hi), Math.max(lo, hi)];
}

/** Thumbs back to bounds: a thumb at the domain's end is "no bound" (0). */
export function sliderToBounds([lo, hi]: [number, number], domain: TPriceRange): PriceBounds {
  return {
    min: lo <= domain.min_price ? 0 : lo,
    max: hi >= domain.max_price ? 0 : hi,
  };
}

/** Steps that suit the range: about a hundred of them, rounded to 1, 10, 100, … */
export function priceStep(domain: TPriceRange): number {
  const span = domain.max_price - domain.min_price;
  if (span <= 100) return 1;
  return 10 ** Math.floor(Math.log10(span / 100));
}

/**
 * Price range over the listings the other filters match: the domain is the lowest and highest
 * price there (the API's `priceRange`), the thumbs apply when let go.
 */
export function PriceFilter({
  value,
  domain,
  onChange,
}: {
  value: PriceBounds;
  domain: TPriceRange | undefined;
  onChange: (bounds: PriceBounds) => void;
}) {
  const usable = !!domain && domain.max_price > domain.min_price;
  const committed = usable ? boundsToSlider(value, domain) : null;
  const [draft, setDraft] = useState<[number, number] | null>(committed);
  const committedKey = committed?.join('-');
  const [seenKey, setSeenKey] = useState(committedKey);
  // A new domain or an outside reset (the chips, "Any price") moves the thumbs.
  if (seenKey !== committedKey) {
    setSeenKey(committedKey);
    setDraft(committed);
  }
  const isBounded = value.min > 0 || value.max > 0;

  const shown = draft ?? committed;
  const summary = shown
    ? `${formatMoney(shown[0])} – ${formatMoney(shown[1])}`
    : domain && domain.max_price > 0
      ? formatMoney(domain.max_price)
      : 'Any price';

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="price-filter-label" variant="body2" sx={{ fontWeight: 600 }}>
          Price
        </Typography>
        <Typography variant="body2" color="text.secondary" className="tabular-nums">
          {summary}
        </Typography>
        {isBounded && (
          <Button size="small" onClick={() => onChange({ min: 0, max: 0 })} sx={{ ml: 'auto' }}>
            Any price
          </Button>
        )}
      </Box>
      {usable && shown && (
        <Box sx={{ px: 1.25 }}>
          <Slider
            value={shown}
            min={domain.min_price}
            max={domain.max_price}
            step={priceStep(domain)}
            onChange={(_, next) => setDraft(next as [number, number])}
            onChangeCommitted={(_, next) =>
              onChange(sliderToBounds(next as [number, number], domain))
            }
            getAriaLabel={(i) => (i === 0 ? 'Lowest price' : 'Highest price')}
            getAriaValueText={(v) => formatMoney(v)}
            size="small"
            disableSwap
          />
        </Box>
      )}
    </Box>
  );
}
