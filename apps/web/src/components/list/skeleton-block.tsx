import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * A grey placeholder shape, drawn like MUI's `Skeleton` (same colour and pulse) with a plain Box:
 * the marketplace's first view shows many, and MUI's component is ~1.4 KB gzip more JavaScript.
 * `text` is a line of text's height, `rounded` fills the size it is given.
 */
export function SkeletonBlock({
  variant = 'rounded',
  sx,
}: {
  variant?: 'text' | 'rounded';
  /** One style object or function (not an array). */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          display: 'block',
          // MUI's Skeleton colour in each theme: the text colour at 11 % (light) or 13 % (dark).
          bgcolor: theme.vars.palette.Skeleton.bg,
          borderRadius: `${theme.shape.borderRadius}px`,
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
        variant === 'text' && {
          height: '1.2em',
          transformOrigin: '0 55%',
          transform: 'scale(1, 0.60)',
        },
        sx ?? false,
      ]}
    />
  );
}
