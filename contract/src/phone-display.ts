import { phoneKey } from './text';

// Phone numbers are stored as the family typed them ("217.555.0188", "2175550188", "+1 217 555 0188");
// every screen and e-mail shows a US number one way, so staff compare them at a glance.

/** A US number (10 digits, or 11 starting with 1) as "(217) 555-0188"; anything else as typed. */
export function formatPhone(phone: string): string {
  const digits = phoneKey(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || /[^\d\s().+-]/.test(phone)) return phone.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
