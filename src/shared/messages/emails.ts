/** What TapIn sends: the sign-in email (text and HTML parts) and the verification SMS. */
export const magicLinkEmail = {
  emailSubject: 'Your TapIn sign-in link',
  emailText: (link: string) =>
    `Sign in to TapIn by opening this link:\n\n${link}\n\nThe link expires in 15 minutes and works once. If you did not ask for it, ignore this email.`,
  emailHeading: 'Sign in to TapIn',
  emailIntro: 'Press the button to sign in to TapIn. No password needed.',
  emailButton: 'Sign in',
  emailIgnore: 'If you did not ask for it, ignore this email.',
  emailCopyLink: 'Button not working? Open this link:',
} as const;

export const verificationSms = {
  /**
   * Ends with the origin-bound line (`@host #code`, WebOTP): Android Chrome fills the code
   * in by itself for that host only, and iOS offers it above the keyboard.
   */
  smsCode: (code: string, host: string) =>
    `Your TapIn verification code is ${code}. It expires in 10 minutes.\n\n@${host} #${code}`,
} as const;
