// The accounts module's e-mails (account-mails.ts), in English: the words as they always were.
export default {
  verificationSubject: '{product}: your verification code {code}',
  verificationText:
    'Your {product} verification code is {code}.\n\nIt expires in 10 minutes. If you did not sign up, ignore this e-mail.',
  alreadyRegisteredSubject: '{product}: you already have an account',
  alreadyRegisteredText:
    'Someone (hopefully you) tried to sign up to {product} with this e-mail, which already has an account.\n\nSign in at {signIn}, or reset your password at {reset}. If it was not you, ignore this e-mail.',
  resetSubject: '{product}: your password reset code {code}',
  resetText:
    'Your {product} password reset code is {code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  invitationSubject: '{product}: {inviter} invited you to join {pharmacy}',
  invitationSomeone: 'A colleague',
  invitationAsAdmin: '{inviter} invited you to join {pharmacy} on {product} as an administrator.',
  invitationAsMember: '{inviter} invited you to join {pharmacy} on {product} as a member.',
  invitationHowTo:
    'To accept or decline, sign in with this e-mail address and open {link}. The invitation is open until {until}.',
  invitationNewcomer:
    'New to {product}? Sign up with this e-mail address first at {signUp}; the invitation waits for you.',
  invitationUnknown:
    'If you do not know {pharmacy}, ignore this e-mail: nothing happens unless you accept.',
} as const;
