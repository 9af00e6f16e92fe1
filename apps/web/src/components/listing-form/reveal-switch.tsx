import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface RevealSwitchProps<T extends FieldValues> {
  control: Control<T>;
  /** A boolean field: on shows `children` under the switch. */
  name: Path<T>;
  label: string;
  hint?: string;
  /** Called after the field changes, e.g. to clear what the hidden fields held. */
  onToggle?: (isOn: boolean) => void;
  children: ReactNode;
}

/** A framed switch ("Delivery available") whose fields appear while it is on. */
export function RevealSwitch<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  onToggle,
  children,
}: RevealSwitchProps<T>) {
  const hintId = `${name}-hint`;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2.5, p: { xs: 1.5, sm: 2 } }}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <>
            <FormControlLabel
              sx={{ m: 0, alignItems: 'flex-start', gap: 1 }}
              control={
                <Switch
                  name={field.name}
                  checked={field.value === true}
                  onChange={(e) => {
                    field.onChange(e.target.checked);
                    onToggle?.(e.target.checked);
                  }}
                  slotProps={{ input: hint ? { 'aria-describedby': hintId } : {} }}
                />
              }
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                  {hint && (
                    <Typography id={hintId} variant="body2" color="textSecondary">
                      {hint}
                    </Typography>
                  )}
                </Box>
              }
            />
            <Collapse in={field.value === true} unmountOnExit>
              <Box sx={{ pt: 2 }}>{children}</Box>
            </Collapse>
          </>
        )}
      />
    </Box>
  );
}
