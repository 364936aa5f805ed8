/**
 * The saved language of a message's recipient (decision 045), as a SQL expression: the
 * guardian_contacts row of that phone, else of that email address (a phone's own row first).
 * Null when the guardian chose none; withSavedLocale then takes the install's default.
 */
import { type SQL, sql } from 'drizzle-orm';

/** `recipient`: a bound value or a column (`sql\`x.recipient\``) holding a phone or an email. */
export function recipientLocaleSql(recipient: SQL | string): SQL {
  return sql`(select g.locale from guardian_contacts g
    where g.phone_number = ${recipient} or g.email = ${recipient}
    order by (g.phone_number = ${recipient}) desc limit 1)`;
}
