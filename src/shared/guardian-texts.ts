/**
 * Guardian texts' consent (decision 046): the version of the wording a guardian is shown when
 * asked, stored with every yes and no. Change it whenever the consent wording in
 * messages/texts.ts changes (its test pins the wording to this version), so the record
 * always says which words a guardian agreed to.
 */
export const TEXTS_WORDING_VERSION = 'texts-2026-11-v2';

/** An emailed confirmation link works this long. */
export const EMAIL_CONFIRMATION_HOURS = 24;

/**
 * The consent record of a phone is kept this long after the phone's last event (its newest
 * consent record or message): the four-year federal statute of limitations for TCPA claims
 * (28 U.S.C. § 1658(a)), so a club can show consent for any text a claim could be about.
 */
export const CONSENT_RECORD_YEARS = 4;
