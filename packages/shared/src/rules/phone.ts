// Phone display and grouping (spec section 9).

export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** US numbers (+1 and 10 digits) display as (XXX) XXX-XXXX; others are left as given. */
export const formatPhone = (phone: string | null | undefined): string => {
  if (!phone) return '';
  const digits = phoneDigits(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.length === 10 ? digits : null;
  if (!national) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
};

/**
 * The stored form of a phone number typed in any usual way: E.164 (+ and digits). A 10-digit number, or 11 digits
 * starting with 1, is a North American (+1) number: '(787) 555-0100' → '+17875550100'. A number typed with its '+'
 * keeps its country code. Anything else is kept as typed (trimmed).
 */
export const toE164 = (phone: string): string => {
  const trimmed = phone.trim();
  const digits = phoneDigits(trimmed);
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return trimmed;
};
