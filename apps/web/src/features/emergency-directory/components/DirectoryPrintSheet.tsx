// The directory of one post (or of the whole company) as a printed sheet: hidden on screen, the only thing on paper.
import { EMERGENCY_CONTACT_KINDS, type TEmergencyContact } from '@centinela/shared/contracts/emergency-directory';
import { formatPhone } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import './print.css';

export const DirectoryPrintSheet = ({ title, contacts }: { title: string; contacts: readonly TEmergencyContact[] }) => {
  const { t } = useTranslation('emergencyDirectory');
  return (
    <section className="directory-print hidden print:block" aria-hidden="true">
      <h1 className="mb-1 text-2xl font-bold">{t('print.title')}</h1>
      <p className="mb-6 text-lg">{title}</p>
      {EMERGENCY_CONTACT_KINDS.map((kind) => {
        const rows = contacts.filter((c) => c.kind === kind);
        if (rows.length === 0) return null;
        return (
          <div key={kind} className="mb-5 break-inside-avoid">
            <h2 className="mb-2 border-b border-black text-lg font-semibold">{t(`kinds.${kind}`)}</h2>
            <table className="w-full text-base">
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className="align-top">
                    <td className="w-1/2 py-1 pr-4">
                      <div className="font-medium">{c.name}</div>
                      {c.notes && <div className="text-sm">{c.notes}</div>}
                    </td>
                    <td className="py-1 text-xl font-semibold tabular-nums">{c.phones.map((phone) => formatPhone(phone)).join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
};
