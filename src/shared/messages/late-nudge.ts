/** The coach's nudge from the late-arrivals banner (decision 042). */
import { icu } from '../i18n/icu.ts';

export const lateNudge = {
  button: 'Text their guardians',
  title: 'Text the guardians of late athletes?',
  description: (texts: number, athletes: number) =>
    icu(
      '{texts, plural, one {{texts} text} other {{texts} texts}} will go out to the guardians of {athletes, plural, one {{athletes} late athlete} other {{athletes} late athletes}} who asked for texts. This can be done once per event.',
    )({ texts, athletes }),
  nobody: 'No guardian of the late athletes asked for texts: nothing will be sent.',
  emails: (emails: number) =>
    icu('{emails, plural, one {Plus {emails} email.} other {Plus {emails} emails.}}')({ emails }),
  confirm: 'Send texts',
  cancel: 'Cancel',
  counting: 'Counting…',
  sent: (texts: number) =>
    icu(
      '{texts, plural, one {{texts} text sent to guardians.} other {{texts} texts sent to guardians.}}',
    )({
      texts,
    }),
  alreadySent: (time: string) => `Guardians were texted at ${time}.`,
  failed: 'The texts could not be sent.',
} as const;
