/** Business constants from product spec §9, plus the security limits from DESIGN.md. */
export const PRODUCT_NAME = 'TapIn';
export const TAGLINE = "Scan. Tap. You're In.";

export const PHONE_PATTERN = /^\+?[1-9]\d{9,14}$/;
export const DEFAULT_PHONE_REGION = 'US';

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60 * 1000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_COOLDOWN_MS = 60 * 1000;

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

export const CONFIRMATION_REDIRECT_MS = 3000;
export const DASHBOARD_POLL_MS = 5000;

export const ROSTER_SEARCH_MIN_CHARS = 2;
export const ROSTER_SEARCH_MAX_RESULTS = 10;

export const GRAD_YEAR_MIN = 2000;
export const GRAD_YEAR_MAX = 2100;

export const THEME_STORAGE_KEY = 'theme';

export const CHECK_IN_SOURCES = ['qr', 'manual_fallback'] as const;
export type CheckInSource = (typeof CHECK_IN_SOURCES)[number];

export const USER_ROLES = ['pending', 'coach', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Placeholder phone number a coach's manual check-in sends (spec §7). */
export const MANUAL_CHECK_IN_PHONE = '0000000000';
