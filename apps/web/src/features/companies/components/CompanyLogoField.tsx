// The company's logo: shows the current one, uploads a small image (png, jpeg, webp; 1 MB) or removes it.
import { COMPANY_LOGO_MAX_BYTES, type TCompany } from '@centinela/shared/contracts/companies';
import { useQueryClient } from '@tanstack/react-query';
import { ImageOff, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { errorMessage } from '@/lib/errors';
import { companyLogoUrl, invalidateCompanies, removeCompanyLogo, uploadCompanyLogo } from '../hooks/useCompanies';

const ACCEPT = 'image/png,image/jpeg,image/webp';

export const CompanyLogoField = ({ company, isReadOnly }: { company: TCompany; isReadOnly?: boolean }) => {
  const { t } = useTranslation('companies');
  const client = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [logoFileId, setLogoFileId] = useState(company.logoFileId);
  const [isBusy, setIsBusy] = useState(false);

  const upload = async (file: File) => {
    if (file.size > COMPANY_LOGO_MAX_BYTES) {
      toast.error(t('toasts.errorTitle'), { description: t('logo.tooLarge') });
      return;
    }
    setIsBusy(true);
    try {
      const saved = await uploadCompanyLogo(company.id, file);
      setLogoFileId(saved.logoFileId);
      await invalidateCompanies(client);
      toast.success(t('logo.saved'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('logo.failed')) });
    } finally {
      setIsBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const remove = async () => {
    setIsBusy(true);
    try {
      await removeCompanyLogo(company.id);
      setLogoFileId(null);
      await invalidateCompanies(client);
      toast.success(t('logo.removed'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('logo.failed')) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
        {logoFileId ? (
          // The file id in the URL makes a new logo a new address (no stale cache).
          <img
            src={companyLogoUrl(company.id, logoFileId)}
            alt={t('logo.alt', { name: company.name })}
            className="size-full object-contain"
          />
        ) : (
          <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
        )}
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-800">{t('logo.label')}</span>
        {!isReadOnly && (
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              aria-label={t('logo.upload')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button variant="outline" size="sm" disabled={isBusy} onClick={() => inputRef.current?.click()}>
              <Upload aria-hidden="true" />
              {logoFileId ? t('logo.replace') : t('logo.upload')}
            </Button>
            {logoFileId && (
              <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => void remove()}>
                <Trash2 aria-hidden="true" />
                {t('logo.remove')}
              </Button>
            )}
          </div>
        )}
        <p className="text-xs text-slate-600">{t('logo.hint')}</p>
      </div>
    </div>
  );
};
