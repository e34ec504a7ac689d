// Apart from users.ts, whose schemas would come along: the school dialog and its cards make this line too.

/** An address on one line: "1200 Oak Street, Apt 2, Springfield, IL 62701", the parts left empty left out. */
export function formatFullAddress(a: { line1: string; line2?: string; city: string; state: string; zipCode: string }): string {
  const street = [a.line1, a.line2].filter((part) => part && part.trim()).join(', ');
  return [street, a.city, `${a.state} ${a.zipCode}`.trim()].filter(Boolean).join(', ');
}
