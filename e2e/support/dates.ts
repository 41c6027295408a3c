// Dates as a person types them in each language (decision 0010): dd/MM/yyyy in Spanish, MM/dd/yyyy in English.
export const typedDate = (isoDate: string, language: 'es' | 'en'): string => {
  const [y, m, d] = isoDate.split('-');
  return language === 'es' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
};

export const esDate = (isoDate: string): string => typedDate(isoDate, 'es');
