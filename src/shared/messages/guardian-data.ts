/** "Your data" for a verified phone (/check-in/my-data, decision 044). A lazy screen. */
export const guardianData = {
  title: 'What TapIn keeps about your phone',
  intro: (phone: string) =>
    `${phone} is verified on this device. Here is everything TapIn keeps about it, and how to remove it.`,
  loading: 'Loading your data…',
  failed: 'Could not load your data. Please try again.',
  notVerified: 'This device has not verified a phone. Nothing is kept about it here.',
  childrenHeading: 'Children linked to your phone',
  noChildren: 'Your phone is not linked to any child.',
  fromRoster: (eventName: string | null) =>
    eventName ? `From the coach's roster file (${eventName})` : "From the coach's roster file",
  fromParent: 'You linked this child yourself',
  /** A coach or admin added this phone to the child by hand (decision 059). */
  fromStaff: 'Added by your coach',
  since: (date: string) => `since ${date}`,
  removeLink: 'Remove',
  removeLinkFor: (name: string) => `Remove ${name}`,
  removeLinkTitle: (name: string) => `Remove ${name} from your phone?`,
  removeLinkText:
    'Your phone will no longer see this child on the check-in page. If the link came from a roster file, importing that file again will not bring it back; you can link the child again yourself.',
  linkRemoved: (name: string) => `${name} was removed from your phone.`,
  devicesHeading: 'Devices that trust your phone',
  thisDevice: 'This device',
  otherDevice: 'Another device',
  verifiedOn: (date: string) => `verified ${date}`,
  trustedUntil: (date: string) => `trusted until ${date}`,
  removeDevice: 'Stop trusting',
  removeDeviceFor: (which: string) => `Stop trusting ${which}`,
  removeDeviceTitle: 'Stop trusting this device?',
  removeDeviceText: 'It will need a new texted code before it can check anyone in.',
  deviceRemoved: 'The device no longer trusts your phone.',
  eraseHeading: 'Erase your phone from TapIn',
  eraseText:
    'Removes every link to your children, every trusted device, your texted codes and your choices of arrival texts and email, and removes your number from past check-ins and from the audit log. Your children’s arrivals stay, without your number. Kept: the record of codes texted to your number in the last 24 hours, to stop abuse, deleted after a day; the record of what you agreed to be texted and when you stopped, which the law asks the club to keep for four years; the coach sees that the links were removed by you, not your number.',
  erase: 'Erase my phone',
  eraseTitle: 'Erase your phone from TapIn?',
  eraseConfirm: 'This cannot be undone. You will need to verify your phone again to check in.',
  erased: 'Your phone was erased from TapIn.',
  failedAction: 'That did not work. Please try again.',
  cancel: 'Cancel',
  success: 'Done',
  back: 'Back to check-in',
  /** The link on the athletes screen (in the parent bundle: messages/parent.ts). */
} as const;
