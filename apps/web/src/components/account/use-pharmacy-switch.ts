import { useState } from 'react';
import type { TTenantDetail } from '@dawa/contract';
import { errorMessage } from '../form/api-errors.ts';
import { notify } from '../../lib/notify.ts';
import { checkAndSwitch } from '../../lib/pharmacy.ts';
import { accountWords } from '../../i18n/account/index.ts';
import { useWords } from '../../i18n/words.ts';

/**
 * Switching from a pharmacy list: which one is switching (for its button), the membership check
 * and the switch itself, a toast either way. `onSwitched` replaces the "Now working in" toast.
 */
export function usePharmacySwitch({
  onSwitched,
  onFailed,
}: { onSwitched?: (tenant: TTenantDetail) => void; onFailed?: () => void } = {}) {
  const [switchingId, setSwitchingId] = useState<string | null>(null);
  const t = useWords(accountWords);
  const switchTo = async (tenant: TTenantDetail) => {
    setSwitchingId(tenant.id);
    try {
      await checkAndSwitch(tenant);
      if (onSwitched) onSwitched(tenant);
      else notify.success(t('nowWorkingIn', { name: tenant.name }));
    } catch (error) {
      notify.error(errorMessage(error));
      onFailed?.();
    } finally {
      setSwitchingId(null);
    }
  };
  return { switchingId, switchTo };
}
