export { EditorForm, FormAlert, type TEditorFormProps } from './EditorForm';
export { FormDialog, type TFormDialogProps } from './FormDialog';
export { useFormDialog } from './FormDialogContext';
export { type TFormSubmitOptions, useFormSubmit } from './useFormSubmit';
