// A titled group of fields of the user form and editor (a fieldset with its legend and an optional description).
import type { ReactNode } from 'react';

export const Section = ({ title, children, description }: { title: string; children: ReactNode; description?: string }) => (
  <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4">
    <legend className="px-1 text-sm font-semibold text-slate-900">{title}</legend>
    {description && <p className="-mt-2 text-sm text-slate-600">{description}</p>}
    {children}
  </fieldset>
);
