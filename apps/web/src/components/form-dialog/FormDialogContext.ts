// What an EditorForm inside a FormDialog takes from it: the dialog's title (the form's name) and its close.
import { createContext, useContext } from 'react';

export type TFormDialogContext = { title: string; close: () => void };

export const FormDialogContext = createContext<TFormDialogContext | null>(null);

export const useFormDialog = () => useContext(FormDialogContext);
