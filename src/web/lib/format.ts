/** People's names as the screens show them. Dates and times: `shared/i18n/datetime.ts`. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
