import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { AttachmentPicker } from './AttachmentPicker';

const Form = ({ max }: { max: number }) => {
  const [files, setFiles] = useState<File[]>([]);
  return <AttachmentPicker label="Adjuntar" inputLabel="Fotos" files={files} onChange={setFiles} accept="image/*" max={max} />;
};

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });

describe('AttachmentPicker', () => {
  it('lists the picked files, takes one off before saving, and says the limit', async () => {
    const user = userEvent.setup();
    render(<Form max={3} />);
    expect(screen.getByText('0 de 3 archivos')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Fotos'), [file('a.png'), file('b.png')]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.png', 'b.png']);
    await user.click(screen.getByRole('button', { name: 'Quitar a.png' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b.png']);
    expect(screen.getByText('1 de 3 archivos')).toBeInTheDocument();
  });

  it('keeps the first files up to the limit and says the others were left out (es and en)', async () => {
    const user = userEvent.setup();
    render(<Form max={2} />);
    await user.upload(screen.getByLabelText('Fotos'), [file('1.png'), file('2.png'), file('3.png')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Como máximo 2 archivos: se quitaron los demás');
    expect(screen.getByRole('button', { name: 'Adjuntar' })).toBeDisabled();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 files: the others were left out');
  });
});
