import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { DEBOUNCE_MS, type TPriceRange } from '@dawa/contract';
import { formatMoney } from './listing-format.ts';
import { nearestTick, priceTicks } from './price-scale.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { filterWords } from '../../i18n/filters/index.ts';
import { useWords } from '../../i18n/words.ts';

const loadSlider = () => import('./price-slider.tsx');
const PriceSlider = lazy(loadSlider);

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
  const t = useWords(filterWords);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, undefined, locale);
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
  const ticks = useMemo(() => (domain ? priceTicks(domain) : []), [domain]);
  // Arrow keys commit at every press: the list follows once the thumb rests (the spec's debounce).
  const commitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(commitTimer.current), []);
  const commit = (next: [number, number]) => {
    if (!domain) return;
    clearTimeout(commitTimer.current);
    commitTimer.current = setTimeout(() => onChange(sliderToBounds(next, domain)), DEBOUNCE_MS);
  };
  // The slider's code comes when the visitor reaches for it; until then its track is drawn.
  const [reached, setReached] = useState<'pointer' | 'keyboard' | null>(null);

  const shown = draft ?? committed;
  const summary = shown
    ? t('range', { min: money(shown[0]), max: money(shown[1]) })
    : domain && domain.max_price > 0
      ? money(domain.max_price)
      : t('anyPrice');

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="price-filter-label" variant="body2" sx={{ fontWeight: 600 }}>
          {t('price')}
        </Typography>
        <Typography variant="body2" color="textSecondary" className="tabular-nums">
          {summary}
        </Typography>
        {isBounded && (
          <Button size="small" onClick={() => onChange({ min: 0, max: 0 })} sx={{ ml: 'auto' }}>
            {t('anyPrice')}
          </Button>
        )}
      </Box>
      {usable && shown && (
        <Box sx={{ px: 1.25 }}>
          {reached ? (
            <Suspense fallback={<DrawnTrack value={shown} ticks={ticks} />}>
              <PriceSlider
                value={shown}
                ticks={ticks}
                autoFocus={reached === 'keyboard'}
                onDraft={setDraft}
                onCommit={commit}
              />
            </Suspense>
          ) : (
            <DrawnTrack
              value={shown}
              ticks={ticks}
              onReach={(how, next) => {
                setReached(how);
                if (next) {
                  setDraft(next);
                  onChange(sliderToBounds(next, domain));
                }
              }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

/** Where a price sits along the track, in percent (the stops are evenly spaced). */
const percent = (n: number, ticks: readonly number[]) =>
  (nearestTick(ticks, n) / Math.max(1, ticks.length - 1)) * 100;

/**
 * The thumb a press at `ratio` (0–1 along the track) takes, and where it puts it: the thumb nearer
 * the press along the track (stops are evenly spaced, so nearer in position, not in price: on the
 * logarithmic scale the middle of the track is far cheaper than halfway between the two prices).
 * Past either thumb, that thumb; at a tie (both thumbs on one stop), the one on the press's side.
 */
export function thumbAt(ratio: number, value: [number, number], ticks: readonly number[]): 0 | 1 {
  const last = Math.max(1, ticks.length - 1);
  const at = Math.min(1, Math.max(0, ratio)) * last;
  const [lo, hi] = [nearestTick(ticks, value[0]), nearestTick(ticks, value[1])];
  if (at >= hi) return at > lo || hi === 0 ? 1 : 0;
  if (at <= lo) return 0;
  return at - lo <= hi - at ? 0 : 1;
}

/** The thumbs with thumb `which` moved to the stop at `ratio`, kept in order. */
export function moveThumb(
  which: 0 | 1,
  ratio: number,
  value: [number, number],
  ticks: readonly number[],
): [number, number] {
  const last = Math.max(1, ticks.length - 1);
  const price = ticks[Math.round(Math.min(1, Math.max(0, ratio)) * last)] ?? value[which];
  return which === 0
    ? [Math.min(price, value[1]), value[1]]
    : [value[0], Math.max(price, value[0])];
}

/**
 * The small MUI Slider's look (rail, track, two thumbs) without its code. Hovering or focusing it
 * fetches the slider; pressing it swaps the slider in once let go: the thumb nearer the press
 * (thumbAt) follows the pointer while it is down, as the slider's would, and lands where it is
 * released; Enter or Space gives the first thumb the focus.
 */
function DrawnTrack({
  value,
  ticks,
  onReach,
}: {
  value: [number, number];
  ticks: readonly number[];
  onReach?: (how: 'pointer' | 'keyboard', next: [number, number] | null) => void;
}) {
  // The thumb being dragged and where it is now (before the slider's code is in).
  const [drag, setDrag] = useState<{ which: 0 | 1; value: [number, number] } | null>(null);
  const shown = drag?.value ?? value;
  const t = useWords(filterWords);
  const locale = useLocale();
  const [lo, hi] = [percent(shown[0], ticks), percent(shown[1], ticks)];
  const ratioOf = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return rect.width > 0 ? (event.clientX - rect.left) / rect.width : null;
  };
  const press = (event: PointerEvent<HTMLElement>) => {
    if (!onReach || event.button !== 0) return;
    const ratio = ratioOf(event);
    if (ratio === null) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const which = thumbAt(ratio, value, ticks);
    setDrag({ which, value: moveThumb(which, ratio, value, ticks) });
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const ratio = drag && ratioOf(event);
    if (!drag || ratio === null) return;
    setDrag({ which: drag.which, value: moveThumb(drag.which, ratio, value, ticks) });
  };
  const release = (event: PointerEvent<HTMLElement>) => {
    if (!drag || !onReach) return;
    const ratio = ratioOf(event);
    const next = ratio === null ? drag.value : moveThumb(drag.which, ratio, value, ticks);
    setDrag(null);
    onReach('pointer', next[0] === value[0] && next[1] === value[1] ? null : next);
  };
  // Pointers are handled above; a click without one is Enter or Space.
  const pick = (event: MouseEvent<HTMLElement>) => {
    if (onReach && event.detail === 0) onReach('keyboard', null);
  };
  const thumb = (left: number) => ({
    position: 'absolute',
    top: '50%',
    left: `${left}%`,
    width: 12,
    height: 12,
    borderRadius: '50%',
    bgcolor: 'currentColor',
    transform: 'translate(-50%, -50%)',
  });
  return (
    <ButtonBase
      disableRipple
      aria-label={t('adjust', {
        min: formatMoney(shown[0], undefined, locale),
        max: formatMoney(shown[1], undefined, locale),
      })}
      onClick={pick}
      onPointerDown={press}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={() => setDrag(null)}
      onPointerEnter={() => void loadSlider()}
      onFocus={() => void loadSlider()}
      sx={{
        display: 'block',
        position: 'relative',
        width: '100%',
        height: 4,
        py: '13px',
        boxSizing: 'content-box',
        borderRadius: '12px',
        color: 'primary.main',
        cursor: 'pointer',
        touchAction: 'none',
        '@media (pointer: coarse)': { py: '20px' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: '50%',
          left: 0,
          width: '100%',
          height: 4,
          borderRadius: '12px',
          bgcolor: 'currentColor',
          opacity: 0.38,
          transform: 'translateY(-50%)',
        }}
      />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: '50%',
          left: `${lo}%`,
          width: `${hi - lo}%`,
          height: 4,
          borderRadius: '12px',
          bgcolor: 'currentColor',
          transform: 'translateY(-50%)',
        }}
      />
      <Box component="span" sx={thumb(lo)} />
      <Box component="span" sx={thumb(hi)} />
    </ButtonBase>
  );
}
