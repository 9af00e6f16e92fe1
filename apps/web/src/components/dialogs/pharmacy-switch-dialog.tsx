import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useQuery } from '@tanstack/react-query';
import type { TTenantDetail } from '@dawa/contract';
import { errorMessage } from '../form/api-errors.ts';
import { DialogBusyOverlay } from '../feedback/dialog-busy-overlay.tsx';
import { checkAndSwitch, myPharmaciesQuery, SWITCH_LIST_LIMIT } from '../../lib/pharmacy.ts';
import { useTenantStore } from '../../stores/tenant-store.ts';
import { ORG_TYPE_WORD, ROLE_WORD } from '../account/organisation-words.ts';
import { accountWords } from '../../i18n/account/index.ts';
import { dialogsWords } from '../../i18n/dialogs/index.ts';
import { useLocale } from '../../i18n/locale.tsx';
import { useWords } from '../../i18n/words.ts';

/**
 * The pharmacy switch dialog of docs/product.md#dialogs: "Select pharmacy to continue", Continue disabled
 * until one is chosen, a close button only when closable, a "Switching pharmacy" overlay while the
 * choice is checked with the API (membership may have ended since the list was read).
 */
export function PharmacySwitchDialog() {
  const { open, isClosable } = useTenantStore((s) => s.tenantSwitchDialog);
  const current = useTenantStore((s) => s.tenantOrgId);
  const setDialog = useTenantStore((s) => s.setTenantSwitchDialog);
  const [picked, setPicked] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mine = useQuery({ ...myPharmaciesQuery(0, SWITCH_LIST_LIMIT), enabled: open });
  const chosen = picked ?? current;
  const t = useWords(dialogsWords);
  const tAccount = useWords(accountWords);
  const locale = useLocale();
  const close = () => {
    if (isClosable && !switching) setDialog({ open: false, isClosable });
  };

  const confirm = async (tenant: TTenantDetail) => {
    setSwitching(true);
    setFailure(null);
    try {
      await checkAndSwitch(tenant);
      setPicked(null);
    } catch (error) {
      setFailure(errorMessage(error, locale));
      void mine.refetch();
    } finally {
      setSwitching(false);
    }
  };
  const selected = mine.data?.docs.find((t) => t.id === chosen);

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="pharmacy-switch-title"
      aria-describedby="pharmacy-switch-hint"
      fullWidth
      maxWidth="xs"
    >
      {isClosable && (
        <IconButton
          onClick={close}
          aria-label={t('close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseOutlined />
        </IconButton>
      )}
      <DialogTitle id="pharmacy-switch-title" sx={{ pr: 6 }}>
        {t('selectPharmacy')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography id="pharmacy-switch-hint" variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('changeLater')}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        )}
        {mine.isPending ? (
          <Stack spacing={1} aria-label={t('loadingPharmacies')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : mine.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void mine.refetch()}>{t('retry')}</Button>}
          >
            {errorMessage(mine.error, locale)}
          </Alert>
        ) : mine.data.docs.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('noPharmacy')}</Typography>
        ) : (
          <List role="radiogroup" aria-label={t('yourPharmacies')} disablePadding>
            {mine.data.docs.map((tenant) => (
              <ListItemButton
                key={tenant.id}
                role="radio"
                aria-checked={tenant.id === chosen}
                selected={tenant.id === chosen}
                onClick={() => setPicked(tenant.id)}
                sx={{ borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Radio
                    edge="start"
                    checked={tenant.id === chosen}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-hidden': true } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={tenant.name}
                  secondary={[
                    tAccount(ORG_TYPE_WORD[tenant.org_type]),
                    tAccount(ROLE_WORD[tenant.role]),
                    tenant.city,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        {mine.data?.hasMore && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t('firstPharmacies', { count: SWITCH_LIST_LIMIT })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          variant="contained"
          disabled={!selected || switching}
          onClick={() => selected && void confirm(selected)}
        >
          {t('continue')}
        </Button>
      </DialogActions>
      {switching && <DialogBusyOverlay label={t('switchingPharmacy')} />}
    </Dialog>
  );
}
