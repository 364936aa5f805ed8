import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { signInEmail } from './sign-in-email.ts';

const link = 'https://checkin.example.org/coach/login/verify?next=/a&b=1#token=abc_DEF-123';

describe('the sign-in email', () => {
  it('keeps the plain-text part and adds an HTML part with one Sign in button', () => {
    const email = signInEmail(link);
    expect(email.subject).toBe(messages.coachLogin.emailSubject);
    expect(email.text).toBe(messages.coachLogin.emailText(link));
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(`<title>${messages.coachLogin.emailSubject}</title>`);
    expect(email.html).toContain(messages.coachLogin.emailHeading);
    expect(email.html).toContain(messages.coachLogin.expires);
    // One button, whose target is the link, written as an attribute (& escaped).
    const escaped = link.replaceAll('&', '&amp;');
    const buttons = email.html.match(/<a [^>]*>Sign in<\/a>/g) ?? [];
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toContain(`href="${escaped}"`);
    expect(email.html).not.toContain('&b=1');
  });

  it('escapes what could break out of an attribute', () => {
    const html = signInEmail('https://x.test/"><script>alert(1)</script>').html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
