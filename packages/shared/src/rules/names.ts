// How a person is named on screen and in the system log: first name and last name, else the email address.
export const displayName = (person: { name?: string | null; lastName?: string | null; email?: string | null }): string =>
  [person.name, person.lastName].filter(Boolean).join(' ') || person.email || '';
