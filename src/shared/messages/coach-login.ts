/** Coach sign-in (/coach/login, the magic-link landing), the approval-pending page and the access gates. */
import { magicLinkEmail } from './emails.ts';

export const coachLogin = {
  title: 'Coach Login',
  intro: 'Sign in with your email. We will send you a secure link; no password needed.',
  emailLabel: 'Email',
  emailPlaceholder: 'coach@school.org',
  sendMagicLink: 'Send Magic Link',
  sending: 'Sending...',
  failed: 'Failed to send magic link. Please try again.',
  checkEmailTitle: 'Check Your Email!',
  sentTo: (email: string) => `We sent a sign-in link to ${email}.`,
  stepOpen: 'Open the email from TapIn',
  stepClick: 'Click the secure sign-in link',
  stepDone: "You'll be logged in automatically",
  expires: 'The link expires in 15 minutes.',
  differentEmail: 'Send to a different email',
  pendingNote:
    'New coaches are registered as pending. An administrator approves your account before you can use the dashboard.',
  signInWith: (provider: string) => `Sign in with ${provider}`,
  or: 'or',
  verifyTitle: 'Signing you in…',
  verifyButton: 'Sign In',
  verifying: 'Signing in...',
  verifyFallback: 'If nothing happens, press Sign In.',
  switchTitle: 'Switch accounts?',
  switchText: (email: string) =>
    `You're signed in as ${email}. This link signs you in with the account it was sent to instead.`,
  staySignedIn: 'Stay signed in',
  verifyFailedTitle: 'Sign-in link not valid',
  requestNewLink: 'Request a new link',
  magicLinkSent: 'If that address can sign in, a link is on its way.',
  ...magicLinkEmail,
} as const;

export const pendingApproval = {
  title: 'Approval Pending',
  greeting: (name: string) => `Hi ${name}!`,
  there: 'there',
  text: 'Your coach account has been created and is waiting for an administrator to approve it.',
  stepNotified: 'Admin notified',
  stepNotifiedText: 'An administrator has been told about your sign-up.',
  stepReview: 'Account review',
  stepReviewText: 'They check that you coach with this organisation.',
  stepGranted: 'Access granted',
  stepGrantedText: 'Once approved, you get the coach dashboard and tools.',
  logOut: 'Log Out',
  checkStatus: 'Check Approval Status',
  accountEmail: (email: string) => `Signed in as ${email}`,
  signedOut:
    'You are not signed in. If an administrator has approved your account, sign in again to open the dashboard.',
  signIn: 'Sign In',
  stepsLabel: 'What happens next',
} as const;

export const access = {
  pendingTitle: 'Access Pending',
  pendingText:
    'Your coach access is pending approval. Please wait for an administrator to approve your account.',
  goHome: 'Go to Home',
  deniedTitle: 'Access Denied',
  deniedText: 'You do not have permission to access the admin dashboard.',
  deniedLoggedOut: 'You need to log in to access the admin dashboard.',
  logIn: 'Log In',
  loadFailed: 'We could not check your sign-in. Please try again.',
} as const;
