// Display helpers of the guard-record tabs.

/** 'yyyy-MM-dd' as a local calendar date (new Date('yyyy-MM-dd') would be UTC midnight, the day before in Puerto Rico). */
export const formatCalendarDate = (value: string, language: string) => {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(y, m - 1, d));
};

export const formatFileSize = (bytes: number, language: string) => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
};

export const fileExtension = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
