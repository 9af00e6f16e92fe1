import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** On /login opened from an old invitation link: where invitations are answered now (issue 12). */
export default function InvitationLinkNotice() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>Invitations are accepted after signing in</AlertTitle>
      Sign in with the e-mail the pharmacy invited (or create an account with it), then accept the
      invitation under My organisations.
    </Alert>
  );
}
