/**
 * Messages of the public password flows (002 §2, §5, §8; issue 18): the reset request, the page that sets a
 * password from a mailed link, the expired link's page and the mails. The documents' words where they give them
 * (the error codes 1, 2 and 9, 'Link has expired, Please generate reset request again.', 'Invalid Password reset
 * request', 'Password Link Expired'); ours where they do not.
 */
export const passwordMessages = {
  'Password.Request.Intro':
    'Enter the e-mail address of your account. We will send you a link to reset your password.',
  'Password.Request.Email': 'E-mail',
  'Password.Request.Submit': 'Send reset link',
  // 002 §8 has 'e-mail not associated with an account': telling it would tell anyone who has an account here, so
  // every address gets the same answer (issue 18) and only the account's owner learns more, by mail.
  'Password.Request.Sent':
    'If an account uses this e-mail address, we have sent a link to reset its password. The link works once and expires. Please check your e-mail.',
  'Password.Request.Again': 'Send another link',
  'Password.Checking': 'Checking your link…',
  'Password.Set.Intro': 'Choose a new password for {username}.',
  'Password.Create.Intro': 'Welcome! Create a password for {username}.',
  'Password.New': 'New Password',
  'Password.Confirm': 'Confirm Password',
  'Password.Set.Submit': 'Save password',
  'Password.Set.Done': 'Your password has been changed successfully. Please log in with your new password.',
  // The complexity rules (002 §5: 'at least 1 uppercase, 1 lowercase, 1 number, 1 special character; no space or
  // tab'), the one wording of My Account's change-password form and of the set-password page (issue 18).
  'Password.Requirements': 'The new password needs',
  'Password.Requirement.Length': {
    one: 'at least {count} character',
    other: 'at least {count} characters',
  },
  'Password.Requirement.Uppercase': {
    one: 'at least {count} uppercase letter',
    other: 'at least {count} uppercase letters',
  },
  'Password.Requirement.Lowercase': {
    one: 'at least {count} lowercase letter',
    other: 'at least {count} lowercase letters',
  },
  'Password.Requirement.Numeric': {
    one: 'at least {count} number',
    other: 'at least {count} numbers',
  },
  'Password.Requirement.Special': {
    one: 'at least {count} special character',
    other: 'at least {count} special characters',
  },
  'Password.Requirement.NoSpace': 'no space or tab',
  'Password.Requirement.Met': 'met',
  'Password.Requirement.NotMet': 'not met yet',
  // The error codes of 002 §5; any other code reads 'Something went wrong' (Global.SomethingWentWrong).
  'Password.Error.1': 'Invalid Old Password',
  'Password.Error.2': 'Invalid New Password (New Password and Old password cannot be the same).',
  'Password.Error.3': 'The password must be at least {min} characters long.',
  'Password.Error.4': 'The password must contain at least {min} number(s).',
  'Password.Error.5': 'The password must contain at least {min} uppercase letter(s).',
  'Password.Error.6': 'The password must contain at least {min} lowercase letter(s).',
  'Password.Error.7': 'The password must contain at least {min} special character(s).',
  'Password.Error.8': 'The password must not contain a space or tab.',
  'Password.Error.9': 'Password and Confirm Password do not match.',
  'Password.Invalid': 'The password does not meet the requirements.',
  'Password.LinkExpired': 'Link has expired, Please generate reset request again.',
  'Password.InvalidRequest': 'Invalid Password reset request',
  'Password.LinkExpiredTitle': 'Password Link Expired',
  'Password.Resend': 'Send a new link',
  'Password.Resent':
    'We have sent a new link to the e-mail address of your account. It works once and expires. Please check your e-mail.',
  'Password.RequestNew': 'Request a new reset link',
  'Password.UserNotFound': 'This user was not found.',
  'Password.CreateLinkSent': 'We have sent {name} an e-mail with a link to create a password.',
  'Mail.PasswordReset.Subject': 'Reset your password',
  'Mail.PasswordReset.Text':
    'Hello {firstName},\n\nWe received a request to reset the password of your account {username}. Open this link to choose a new one:\n\n{link}\n\nThe link works once and expires in {minutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  'Mail.CreatePassword.Subject': 'Create your password',
  'Mail.CreatePassword.Text':
    'Hello {firstName},\n\nAn account {username} has been created for you on the ordering portal. Open this link to create your password:\n\n{link}\n\nThe link works once and expires in {hours} hours. When it has expired, the page it opens sends you a new one.',
  'Mail.PasswordResetRefused.Subject': 'Your password was not reset',
  'Mail.PasswordResetRefused.Text':
    'Hello {firstName},\n\nWe received a request to reset the password of your account {username}, but the account has been disabled. Please contact your sales representative to have it enabled.',
  'ConfirmEmail.Checking': 'Confirming your e-mail address…',
  'ConfirmEmail.Confirmed': 'Thank you, your e-mail address has been confirmed. You can now log in.',
  'ConfirmEmail.Invalid': 'Invalid Request',
  'Mail.ConfirmEmail.Subject': 'Confirm your e-mail address',
  'Mail.ConfirmEmail.Text':
    'Hello {firstName},\n\nPlease confirm that {email} is the e-mail address of your account {username} on the ordering portal by opening this link:\n\n{link}\n\nThe link expires in {hours} hours.',
} as const;
