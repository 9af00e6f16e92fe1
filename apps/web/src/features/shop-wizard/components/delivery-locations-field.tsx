import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import FormHelperText from '@mui/material/FormHelperText';
import { LIMITS, SHOP_LIMITS } from '@dawa/contract';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { LocationForm } from '../shop-payload.ts';
import { useWords } from '../../../i18n/words.ts';
import { shopWizardWords } from '../i18n/index.ts';

/** The places the shop delivers to: a row per place (name and how long it takes), add and remove. */
export function DeliveryLocationsField({ control }: { control: Control<LocationForm> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'delivery_locations' });
  const { errors } = useFormState({ control, name: 'delivery_locations' });
  const listError = errors.delivery_locations?.root?.message ?? errors.delivery_locations?.message;
  const isFull = fields.length >= SHOP_LIMITS.deliveryLocationsMax;
  const t = useWords(shopWizardWords);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('deliveryLocations')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('deliveryLocationsHint')}
      </Typography>
      <Stack spacing={2}>
        {fields.map((field, index) => (
          <Box
            key={field.id}
            role="group"
            aria-label={t('deliveryLocation', { number: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 3fr) minmax(0, 2fr) auto' },
              alignItems: 'start',
            }}
          >
            <FormTextField
              control={control}
              name={`delivery_locations.${index}.location_name`}
              label={t('location')}
              placeholder={t('deliveryLocationPlaceholder')}
              size="small"
              slotProps={{ htmlInput: { maxLength: LIMITS.locationNameMax } }}
            />
            <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
              <FormTextField
                control={control}
                name={`delivery_locations.${index}.time_range`}
                label={t('deliveryTime')}
                placeholder={t('deliveryTimePlaceholder')}
                size="small"
              />
            </Box>
            <IconButton
              aria-label={t('removeDeliveryLocation', { number: index + 1 })}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => remove(index)}
              sx={{ mt: 0.25 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddOutlined />}
        // Keeps focus in the field being typed in until the row is added: a blur first would
        // start that field's validation, whose re-render swallowed this click.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => append({ location_name: '', time_range: '' })}
        disabled={isFull}
        sx={{ mt: fields.length ? 1.5 : 0 }}
      >
        {t('addDeliveryLocation')}
      </Button>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Box>
  );
}
