import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLinks } from './PhoneLinks';

describe('PhoneLinks', () => {
  it('links each number with tel: (digits and +), shows it formatted and names whom it calls', () => {
    render(<PhoneLinks name="Policía Municipal" phones={['+17875550100', '911']} />);
    const main = screen.getByRole('link', { name: 'Llamar a Policía Municipal al (787) 555-0100' });
    expect(main).toHaveAttribute('href', 'tel:+17875550100');
    expect(main).toHaveTextContent('(787) 555-0100');
    expect(screen.getByRole('link', { name: 'Llamar a Policía Municipal al 911' })).toHaveAttribute('href', 'tel:911');
  });
});
