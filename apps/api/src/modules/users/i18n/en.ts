// The mails of an account holder's own identity changes (identity-mails.ts), in English.
export default {
  emailChangeSubject: '{product}: confirm your new e-mail with {code}',
  emailChangeText:
    "Enter {code} in {product} to make this your account's e-mail address.\n\nIt expires in 10 minutes. If you did not ask for this, ignore this e-mail: nothing changes.",
  emailChangedSubject: "{product}: your account's e-mail was changed",
  emailChangedText:
    'The e-mail address of your {product} account was changed to {email}, and every other device was signed out.\n\nIf this was not you, reply to this e-mail or contact support at once, and reset your password at {reset}.',
  passwordChangedSubject: '{product}: your password was changed',
  passwordChangedText:
    'The password of your {product} account was changed, and every other device was signed out.\n\nIf this was not you, reset your password at once at {reset}.',
} as const;
