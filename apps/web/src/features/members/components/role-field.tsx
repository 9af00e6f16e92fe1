import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TTenantRole } from '@dawa/contract';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useOrganisationWords } from '../../../components/account/organisation-words.ts';
import { useWords } from '../../../i18n/words.ts';
import { memberWords } from '../i18n/index.ts';
import { ROLE_TEXT } from '../i18n/role-keys.ts';

/** The role as radio choices with what each may do; roles the caller may not grant are disabled. */
export function RoleField<T extends FieldValues>({
  control,
  name,
  roles,
  isAllowed = () => true,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  roles: readonly TTenantRole[];
  isAllowed?: (role: TTenantRole) => boolean;
  /** The legend; "Role" unless given. */
  label?: string;
}) {
  const t = useWords(memberWords);
  const { roleName } = useOrganisationWords();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {label ?? t('role')}
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {roles.map((role) => (
              <FormControlLabel
                key={role}
                value={role}
                disabled={!isAllowed(role)}
                control={
                  <Radio
                    slotProps={{ input: { ref: role === roles[0] ? field.ref : undefined } }}
                  />
                }
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <span>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {roleName(role)}
                    </Typography>
                    <Typography component="span" variant="body2" color="textSecondary">
                      {t(ROLE_TEXT[role])}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
