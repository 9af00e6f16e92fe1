import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { TENANT_ROLE_LABELS, type TTenantRole } from '@dawa/contract';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

const ROLE_DESCRIPTIONS: Record<TTenantRole, string> = {
  OWNER: 'Everything, including other owners, branches and the pharmacy itself.',
  ADMIN: 'Invites, changes and removes members (not owners) and opens branches.',
  USER: 'Works in the pharmacy: sales, stock and reports.',
};

/** The role as radio choices with what each may do; roles the caller may not grant are disabled. */
export function RoleField<T extends FieldValues>({
  control,
  name,
  roles,
  isAllowed = () => true,
  label = 'Role',
}: {
  control: Control<T>;
  name: Path<T>;
  roles: readonly TTenantRole[];
  isAllowed?: (role: TTenantRole) => boolean;
  label?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {label}
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
                      {TENANT_ROLE_LABELS[role]}
                    </Typography>
                    <Typography component="span" variant="body2" color="textSecondary">
                      {ROLE_DESCRIPTIONS[role]}
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
