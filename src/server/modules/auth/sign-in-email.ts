/**
 * The sign-in email: a plain-text part (the link, the expiry) and a small HTML part for
 * mail apps that show one: TapIn's name, one "Sign in" button, the expiry, and the link
 * written out for when the button does not work. Table layout and inline styles, because
 * mail apps drop most CSS; no images, because most block them; readable at phone width
 * and in a dark mail app (color-scheme).
 */
import { activeLocale } from '#shared/i18n/active.ts';
import { messages } from '#shared/messages.ts';

const t = messages.coachLogin;

export interface SignInEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function signInEmail(link: string): SignInEmail {
  const href = escapeHtml(link);
  const name = messages.brand.name;
  const html = `<!doctype html>
<html lang="${activeLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(t.emailSubject)}</title>
<style>
  @media (prefers-color-scheme: dark) {
    .page { background: #0b1020 !important; }
    .card { background: #141b33 !important; color: #eef1fa !important; }
    .muted { color: #b8c0d9 !important; }
    .accent { color: #c8f031 !important; }
    .plain-link { color: #a9b8ff !important; }
  }
</style>
</head>
<body class="page" style="margin:0;padding:0;background:#f3f5fb;">
<main>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5fb;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:16px;color:#0b1533;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<tr><td style="padding:28px 24px 8px;">
<p style="margin:0;font-size:24px;font-weight:900;font-style:italic;letter-spacing:-0.01em;">${escapeHtml(name.slice(0, -2))}<span class="accent" style="color:#1f3bd6;">${escapeHtml(name.slice(-2))}</span></p>
<h1 style="margin:20px 0 8px;font-size:22px;line-height:1.3;">${escapeHtml(t.emailHeading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;">${escapeHtml(t.emailIntro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:12px;background:#1f3bd6;">
<a href="${href}" style="display:inline-block;padding:14px 32px;font-size:17px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:12px;">${escapeHtml(t.emailButton)}</a>
</td></tr></table>
<p class="muted" style="margin:24px 0 0;font-size:15px;line-height:1.5;color:#34405a;">${escapeHtml(t.expires)} ${escapeHtml(t.emailIgnore)}</p>
</td></tr>
<tr><td style="padding:16px 24px 28px;">
<p class="muted" style="margin:0 0 4px;font-size:13px;line-height:1.5;color:#34405a;">${escapeHtml(t.emailCopyLink)}</p>
<p style="margin:0;font-size:13px;line-height:1.5;word-break:break-all;"><a class="plain-link" href="${href}" style="color:#1f3bd6;">${href}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</main>
</body>
</html>
`;
  return { subject: t.emailSubject, text: t.emailText(link), html };
}
