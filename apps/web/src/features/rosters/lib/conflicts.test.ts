// A guard busy on a special service is worded like the other conflicts: the service's title, its post, date and
// 12-hour times, in Spanish and English.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { conflictText } from './conflicts';

const conflict = {
  type: 'special_service' as const,
  severity: 'blocking' as const,
  message: 'Already on the special service Concierto de gala at Coliseo on 2030-01-08 18:00–23:00',
  opportunityId: '00000000-0000-4000-8000-000000000300',
  title: 'Concierto de gala',
  postId: '00000000-0000-4000-8000-000000000007',
  postName: 'Coliseo',
  date: '2030-01-08',
  startTime: '18:00',
  endTime: '23:00',
};

afterEach(() => i18n.changeLanguage('es'));

describe('conflictText: special_service', () => {
  it('names the service and its post (es)', async () => {
    await i18n.changeLanguage('es');
    const text = conflictText('es', conflict);
    expect(text).toContain('«Concierto de gala» en Coliseo');
    expect(text).toContain('6:00 PM – 11:00 PM');
    expect(text).not.toBe(conflict.message);
  });

  it('names the service and its post (en)', async () => {
    await i18n.changeLanguage('en');
    const text = conflictText('en', conflict);
    expect(text).toContain('“Concierto de gala” at Coliseo');
    expect(text).toContain('6:00 PM – 11:00 PM');
  });
});
