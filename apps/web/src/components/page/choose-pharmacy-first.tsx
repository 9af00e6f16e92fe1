import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink } from 'react-router';
import { pageWords } from '../../i18n/page/index.ts';
import { useWords } from '../../i18n/words.ts';

/** A pharmacy screen opened with no pharmacy chosen: say so, and where to choose one. */
export function ChoosePharmacyFirst({ what }: { what: string }) {
  const t = useWords(pageWords);
  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <StorefrontOutlined color="primary" aria-hidden />
        <div>
          <Typography sx={{ mb: 2 }}>{t('chooseFirst', { what })}</Typography>
          <Button component={RouterLink} to="/pharmacy" variant="contained">
            {t('choosePharmacy')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
