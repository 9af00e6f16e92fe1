import { useEffect, useRef, type FocusEvent, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../form/submit-button.tsx';
import { wizardWords } from '../../i18n/wizard/index.ts';
import { useWords } from '../../i18n/words.ts';

export interface WizardCardProps {
  /** The h1's id; it also names the form, and a new one means a new step. */
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The submit button's text; "Next" in the reader's language when not given. */
  nextLabel?: string;
  nextIcon?: ReactNode;
  /** The previous step's address; none when there is no way back. */
  backTo?: string;
}

/**
 * One step of a wizard below its stepper: the form's card (title, description, fields) and the
 * Back/Next bar, which stays at the bottom of the screen on phones.
 */
export function WizardCard({
  titleId,
  title,
  description,
  children,
  onSubmit,
  pending,
  nextLabel,
  nextIcon = <ArrowForwardOutlined />,
  backTo,
}: WizardCardProps) {
  const t = useWords(wizardWords);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step starts at its top (Next was pressed at the bottom of the previous one), and the
  // keyboard and screen reader start at its heading: the Next button that had the focus is gone
  // with the previous step. A field the step focuses itself (autoFocus) keeps the focus.
  useEffect(() => {
    window.scrollTo({ top: 0 }); // (newer Chromium answers a promise: never return it as a cleanup)
    const active = document.activeElement;
    if (active === null || active === document.body)
      heading.current?.focus({ preventScroll: true });
  }, [titleId]);
  const bar = useRef<HTMLDivElement>(null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      onFocus={(event) => keepInSight(event, bar.current)}
    >
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography
            variant="h1"
            id={titleId}
            ref={heading}
            tabIndex={-1}
            sx={{ mb: 1, '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          <Typography component="div" color="textSecondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Box
        ref={bar}
        sx={{
          position: { xs: 'sticky', sm: 'static' },
          bottom: 0,
          zIndex: 2,
          mx: { xs: -2, sm: 0 },
          mt: { xs: 2, sm: 3 },
          px: { xs: 2, sm: 0 },
          py: { xs: 1.5, sm: 0 },
          bgcolor: { xs: 'background.paper', sm: 'transparent' },
          borderTop: { xs: 1, sm: 0 },
          borderColor: 'divider',
          display: 'flex',
          gap: 1.5,
          justifyContent: 'space-between',
        }}
      >
        {backTo ? (
          <Button
            component={RouterLink}
            to={backTo}
            variant="outlined"
            size="large"
            startIcon={<ArrowBackOutlined />}
            sx={{ flex: '0 0 auto', minWidth: { xs: 104, sm: 120 } }}
          >
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <SubmitButton
          pending={pending}
          endIcon={nextIcon}
          sx={{ flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 160 }, whiteSpace: 'nowrap' }}
        >
          {nextLabel ?? t('next')}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/**
 * The top bar and, on a phone, the Back/Next bar cover the screen's edges: a field focused under
 * either (the first error after Next, the next field by Tab) is scrolled into the open, with its
 * label and message.
 */
function keepInSight(event: FocusEvent<HTMLFormElement>, bar: HTMLDivElement | null) {
  if (!bar || !(event.target instanceof HTMLElement) || bar.contains(event.target)) return;
  const field = event.target.closest('.MuiFormControl-root') ?? event.target;
  // After the browser's own scroll to the focused element.
  requestAnimationFrame(() => {
    const box = field.getBoundingClientRect();
    const barTop =
      getComputedStyle(bar).position === 'sticky'
        ? bar.getBoundingClientRect().top
        : window.innerHeight;
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const below = box.bottom + MARGIN - barTop;
    // The outlined label floats above the field's box.
    const above = headerBottom + MARGIN * 2 - box.top;
    if (below > 0) window.scrollBy({ top: below });
    else if (above > 0) window.scrollBy({ top: -above });
  });
}

const MARGIN = 8;
