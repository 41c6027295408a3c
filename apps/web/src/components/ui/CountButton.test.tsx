// A header button's unread count in its accessible name (issue 29: "SMS (12 nuevas)" — a feminine plural on a
// masculine noun, and "1 nuevas"): worded to fit any label and any count, in both languages.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { CountButton } from './CountButton';

const show = (label: string, count: number) =>
  render(<CountButton label={label} count={count} icon={null} testId="count" badgeTestId="badge" dialog={() => null} />);

describe('CountButton', () => {
  it('says how many are unread in Spanish, whatever the label', () => {
    show('SMS', 12);
    expect(screen.getByTestId('count')).toHaveAccessibleName('SMS: más de 9 sin leer (12)');
  });

  it('one unread notification', () => {
    show('Notificaciones', 1);
    expect(screen.getByTestId('count')).toHaveAccessibleName('Notificaciones: 1 sin leer');
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    show('SMS', 12);
    expect(screen.getByTestId('count')).toHaveAccessibleName('SMS: more than 9 unread (12)');
  });

  it('the badge it shows is in its name, as words outside brackets', () => {
    show('Notificaciones', 7);
    expect(screen.getByTestId('count')).toHaveAccessibleName('Notificaciones: 7 sin leer');
    expect(screen.getByTestId('badge')).toHaveTextContent('7');
  });

  it('no count: the label alone', () => {
    show('SMS', 0);
    expect(screen.getByTestId('count')).toHaveAccessibleName('SMS');
  });
});
