import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notify } from '../../lib/notify.ts';
import { adoptNewPharmacy } from '../../lib/pharmacy.ts';
import { useWords } from '../../i18n/words.ts';
import { PharmacyForm } from './components/pharmacy-form.tsx';
import { pharmacyWords } from './i18n/index.ts';

/** /pharmacy/create: register another pharmacy, become its owner, and work in it at once. */
export function Component() {
  const t = useWords(pharmacyWords);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('createPharmacy')}
        crumbs={[
          { label: t('dashboard'), to: '/dashboard' },
          { label: t('myOrganisations'), to: '/pharmacy' },
          { label: t('createPharmacy') },
        ]}
      />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('createIntro')}
          </Typography>
          <PharmacyForm
            onCreated={(tenant) => {
              adoptNewPharmacy(tenant);
              notify.success(t('pharmacyReady', { name: tenant.name }), {
                description: t('ownerAndChosen'),
              });
              void navigate('/pharmacy');
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
