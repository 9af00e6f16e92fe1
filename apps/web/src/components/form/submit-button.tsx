import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The form's main button: shows progress and refuses a second click while the first is on. In a
 * page the server drew, it waits for the app: the browser would otherwise send the form itself,
 * as an address with the password in it (a disabled default button stops Enter too).
 */
export function SubmitButton({
  pending,
  children,
  disabled,
  ...props
}: ButtonProps & { pending: boolean }) {
  const live = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={pending}
      disabled={pending || disabled || !live}
      {...props}
    >
      {children}
    </Button>
  );
}
