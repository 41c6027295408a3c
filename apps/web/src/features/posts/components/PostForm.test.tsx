// Issue 29: the post form had two fields labelled "Estado" (the post's status and the address's state), and a latitude
// of 95 said it was wrong without saying what is right. The status names the post; the coordinates say their range.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { PostForm } from './PostForm';

const renderForm = () => {
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
    'GET /api/posts/form-options': { body: { customerCompanies: [], guards: [], defaultTimeZone: 'America/Puerto_Rico' } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PostForm defaultCustomerCompanyId="" canSeeRates={false} onSaved={vi.fn()} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('PostForm', () => {
  it('labels each field once and gives the coordinates their range (es)', async () => {
    renderForm();
    expect(screen.getAllByLabelText(/^Estado$/)).toHaveLength(1);
    expect(screen.getByLabelText('Estado del puesto')).toBeInTheDocument();
    const latitude = screen.getByLabelText('Latitud');
    fireEvent.change(latitude, { target: { value: '95' } });
    fireEvent.blur(latitude);
    await waitFor(() =>
      expect(latitude).toHaveAccessibleDescription('Escriba una latitud entre -90 y 90 (grados decimales, p. ej. 18,4655).'),
    );
    const longitude = screen.getByLabelText('Longitud');
    fireEvent.change(longitude, { target: { value: '-200' } });
    fireEvent.blur(longitude);
    await waitFor(() => expect(longitude).toHaveAccessibleDescription(/entre -180 y 180/));
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    renderForm();
    expect(screen.getByLabelText('Post status')).toBeInTheDocument();
    const latitude = screen.getByLabelText('Latitude');
    fireEvent.change(latitude, { target: { value: '95' } });
    fireEvent.blur(latitude);
    await waitFor(() =>
      expect(latitude).toHaveAccessibleDescription('Enter a latitude between -90 and 90 (decimal degrees, e.g. 18.4655).'),
    );
  });
});
