import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notify } from '../../lib/notify.ts';
import { adoptNewPharmacy } from '../../lib/pharmacy.ts';
import { PharmacyForm } from './components/pharmacy-form.tsx';

/** /pharmacy/create: register another pharmacy, become its owner, and work in it at once. */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Create pharmacy"
        crumbs={[
          { label: 'Dashboard', to: '/dashboard' },
          { label: 'My organisations', to: '/pharmacy' },
          { label: 'Create pharmacy' },
        ]}
      />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            You become the owner of the new pharmacy and can add its staff from Members. Its stock
            and sales are kept apart from your other pharmacies.
          </Typography>
          <PharmacyForm
            onCreated={(tenant) => {
              adoptNewPharmacy(tenant);
              notify.success(`${tenant.name} is ready`, {
                description: 'You are its owner, and it is now your chosen pharmacy.',
              });
              void navigate('/pharmacy');
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
