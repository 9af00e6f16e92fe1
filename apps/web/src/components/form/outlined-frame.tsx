import type { MouseEvent, PointerEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

type Style = SystemStyleObject<Theme>;

// MUI's outlined field (small, label raised) drawn around a native <input> or <select>, for the
// search page's filters. MUI's own (InputBase, OutlinedInput, FormControl, InputLabel) costs ~9 KB
// compressed on the results page's first load for two plain controls; this is the same look in
// CSS: the same sizes, colours and states (hover, focus), measured against MUI's in Chromium, so
// that the location field looks the same before and after its suggestions take over.

// As MUI's outlined input draws it with CSS theme variables: black or white by theme, at 23 %.
const outlineColor = (theme: Theme) =>
  `rgba(${theme.vars.palette.common.onBackgroundChannel} / 0.23)`;

const FRAME_SX = (theme: Theme): Style => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: 40,
  borderRadius: `${theme.shape.borderRadius}px`,
  color: 'text.primary',
  cursor: 'text',
  '&:hover > fieldset': { borderColor: 'text.primary' },
  '@media (hover: none)': { '&:hover > fieldset': { borderColor: outlineColor(theme) } },
  '&:focus-within > fieldset': { borderColor: 'primary.main', borderWidth: 2 },
  '&:focus-within > label': { color: 'primary.main' },
});

const LABEL_SX = (theme: Theme): Style => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  transform: 'translate(14px, -9px) scale(0.75)',
  transformOrigin: 'top left',
  maxWidth: 'calc(133% - 32px)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: 'text.secondary',
  userSelect: 'none',
  cursor: 'default',
});

const OUTLINE_SX = (theme: Theme): Style => ({
  position: 'absolute',
  inset: '-5px 0 0',
  m: 0,
  px: 1,
  py: 0,
  textAlign: 'left',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  border: `1px solid ${outlineColor(theme)}`,
  overflow: 'hidden',
  minWidth: '0%',
  // The notch: an invisible copy of the label, at the label's size, opens the border.
  '& > legend': {
    float: 'unset',
    display: 'block',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    p: 0,
    overflow: 'hidden',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    fontSize: '0.75em',
  },
  '& > legend > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
});

/** The native control inside the frame: MUI's small outlined input's text box. */
export const NATIVE_CONTROL_SX: Style = {
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'currentColor',
  boxSizing: 'content-box',
  display: 'block',
  flex: 1,
  minWidth: 0,
  width: '100%',
  height: '1.4375em',
  m: 0,
  p: '8.5px 14px',
  border: 0,
  borderRadius: 'inherit',
  bgcolor: 'transparent',
  outline: 0,
  '&::placeholder': {
    color: 'currentColor',
    opacity: (theme) => theme.vars.opacity.inputPlaceholder,
  },
};

/** An icon before the control, as MUI's start adornment places it. */
export function FrameAdornment({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        maxHeight: '2em',
        ml: 0.5,
        color: 'action.active',
        flex: 'none',
      }}
    >
      {children}
    </Box>
  );
}

/** A click on the frame around the control (its icon, its padding) goes to the control, as in MUI. */
function focusControl(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  event.currentTarget.querySelector<HTMLElement>('input, select')?.focus();
}

/**
 * The outline, its raised label (`htmlFor` names the control) and what it holds: an optional
 * adornment, the control, an optional trailing part (a select's arrow).
 */
export function OutlinedFrame({
  label,
  htmlFor,
  children,
  sx,
  onPointerEnter,
  onPointerDown,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  sx?: Style;
  onPointerEnter?: PointerEventHandler<HTMLDivElement>;
  onPointerDown?: PointerEventHandler<HTMLDivElement>;
}) {
  return (
    <Box
      onClick={focusControl}
      onPointerEnter={onPointerEnter}
      onPointerDown={onPointerDown}
      sx={[FRAME_SX, sx ?? {}]}
    >
      <Box component="label" htmlFor={htmlFor} sx={LABEL_SX}>
        {label}
      </Box>
      {children}
      <Box component="fieldset" aria-hidden sx={OUTLINE_SX}>
        <legend>
          <span>{label}</span>
        </legend>
      </Box>
    </Box>
  );
}
