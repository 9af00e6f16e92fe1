import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { pageWords } from '../../i18n/page/index.ts';
import { useWords } from '../../i18n/words.ts';

/** Says plainly what a screen will do and that it is not built yet: nothing here pretends to work. */
export function NotBuiltYet({ summary }: { summary: string }) {
  const t = useWords(pageWords);
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: 3 }}>
        <Chip
          icon={<ConstructionOutlined />}
          label={t('comingSoon')}
          color="secondary"
          variant="outlined"
          size="small"
          sx={{ mb: 2 }}
        />
        <Typography sx={{ mb: 1 }}>{summary}</Typography>
        <Typography color="textSecondary">{t('notBuiltYet')}</Typography>
      </CardContent>
    </Card>
  );
}
