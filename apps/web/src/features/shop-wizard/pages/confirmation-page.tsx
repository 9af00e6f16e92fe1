import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink, Navigate } from 'react-router';
import { listingPath } from '../../../components/listing/listing-card.tsx';
import { shopStepPath } from '../shop-steps.ts';
import { useShopWizardStore } from '../shop-wizard-store.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

/** /shop/confirmation: the shop is open; links to its page and its first listing. */
export function Component() {
  const t = useWords(shopWizardWords);
  const published = useShopWizardStore((s) => s.published);
  if (!published) return <Navigate to={shopStepPath('basics')} replace />;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <Box aria-hidden sx={{ color: 'success.main', '& svg': { fontSize: 56 } }}>
            <CheckCircleOutlined />
          </Box>
          <Typography variant="h1" sx={{ mt: 1, mb: 1 }}>
            {t('titleDone')}
          </Typography>
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {withShopName(t('shopIsOpen', { title: published.postTitle }), published.shopName)}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('reviewedFirst')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ justifyContent: 'center' }}
          >
            <Button
              component={RouterLink}
              to={`/shop/${published.shopId}`}
              variant="contained"
              size="large"
              startIcon={<StorefrontOutlined />}
            >
              {t('viewShop')}
            </Button>
            <Button
              component={RouterLink}
              to={listingPath(published.postId)}
              variant="outlined"
              size="large"
            >
              {t('viewListing')}
            </Button>
          </Stack>
          <Button component={RouterLink} to="/post/step-1-media-upload" sx={{ mt: 2 }}>
            {t('postAnother')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The sentence with the shop's name in bold where its `{shop}` stands (left by `t`, unfilled). */
function withShopName(sentence: string, shopName: string) {
  const [before = '', ...rest] = sentence.split('{shop}');
  return (
    <>
      {before}
      <strong>{shopName}</strong>
      {rest.join('{shop}')}
    </>
  );
}
