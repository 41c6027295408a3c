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
