import Button, { type ButtonProps } from '@mui/material/Button';

/** The form's main button: shows progress and refuses a second click while the first is on. */
export function SubmitButton({ pending, children, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={pending}
      disabled={pending || props.disabled}
      {...props}
    >
      {children}
    </Button>
  );
}
