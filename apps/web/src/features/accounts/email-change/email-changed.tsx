import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The change is done: say what the e-mail is now, and that other devices were signed out. */
export function EmailChanged({ email }: { email: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
        <AlertTitle>Your e-mail is now {email}.</AlertTitle>
        Other devices were signed out. Sign in there with {email} from now on; we told your old
        address about the change.
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/profile" variant="contained">
          Back to my profile
        </Button>
        <Button component={RouterLink} to="/dashboard">
          Dashboard
        </Button>
      </Box>
    </Box>
  );
}
