import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useNavigate } from 'react-router';
import { SEARCH_PATH, searchHref } from './nav-places.ts';
import { layoutWords } from '../../i18n/layout/index.ts';
import { useWords } from '../../i18n/words.ts';

// The header's search (issue 31): a real form (GET /search?q=…), so it works before the app's code
// runs; with the code, it navigates in the app. From 600 px a compact field in the bar; on a
// phone an icon (a link to /search without the code) that opens a field across the whole bar.
// A plain <input>, not MUI's InputBase: the layout is on every first page.

const fieldSx: SxProps<Theme> = {
  flex: 1,
  minWidth: 0,
  height: 40,
  border: 0,
  outline: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '0.95rem',
  pl: 1.5,
  '&::placeholder': { color: 'text.secondary', opacity: 1 },
  // The form draws the focus ring; the browser's own clear button would crowd a small field.
  '&::-webkit-search-cancel-button': { display: 'none' },
};

const formSx = {
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  border: 1,
  borderColor: 'divider',
  borderRadius: 5,
  bgcolor: 'background.default',
  '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
} as const;

function useSearchSubmit(onDone?: () => void) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onDone?.();
    void navigate(searchHref(typeof text === 'string' ? text : ''));
  };
}

function SearchForm({
  inPanel = false,
  onDone,
}: {
  /** The phone's full-width panel (focused at once), else the bar's compact field. */
  inPanel?: boolean;
  onDone?: () => void;
}) {
  const onSubmit = useSearchSubmit(onDone);
  const t = useWords(layoutWords);
  const field = useRef<HTMLInputElement>(null);
  // The panel opens for typing: its field takes the focus once it is in the page.
  useEffect(() => {
    if (inPanel) field.current?.focus();
  }, [inPanel]);
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('searchListings')}
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
      sx={
        inPanel
          ? { ...formSx, flex: 1 }
          : { ...formSx, display: { xs: 'none', sm: 'flex' }, width: '100%', maxWidth: 360 }
      }
    >
      <Box
        component="input"
        type="search"
        name="q"
        placeholder={t('searchListings')}
        aria-label={t('searchListings')}
        enterKeyHint="search"
        autoComplete="off"
        ref={field}
        sx={fieldSx}
      />
      <IconButton type="submit" aria-label={t('search')} size="small" sx={{ mr: 0.5 }}>
        <SearchOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The compact field from 600 px; the icon and its full-width field below. */
export function HeaderSearch() {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);
  const t = useWords(layoutWords);
  // Back to the icon that opened it, so a keyboard user is where they were.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) opener.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      <SearchForm />
      <IconButton
        ref={opener}
        component="a"
        href={SEARCH_PATH}
        aria-label={t('searchListings')}
        title={t('search')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <SearchOutlined />
      </IconButton>
      {isOpen && (
        <Box
          id={panelId}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Escape') close();
          }}
          // Over the whole bar (the AppBar is the positioned box), phones only.
          sx={{
            display: { xs: 'flex', sm: 'none' },
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            bgcolor: 'background.paper',
          }}
        >
          <IconButton aria-label={t('closeSearch')} onClick={close}>
            <ArrowBackOutlined />
          </IconButton>
          <SearchForm inPanel onDone={close} />
        </Box>
      )}
    </>
  );
}
