/**
 * The submit of an admin create or edit form (docs/product.md §11): checked with the schema the server uses,
 * sent once valid, then a success toast and the dialog closes, or the server's field problems at
 * their fields (a failure toast only when none of them has a field). What was typed stays in the form either way.
 */
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast';
import { serverFieldErrors, useFocusFirstError, validate, type FieldErrors } from '../../../lib/form-errors';
import { useAdminErrorToast } from './use-admin-error';

interface SendCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export function useSaveForm(noun: 'Certificate' | 'Module' | 'Question', onDone: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const showError = useAdminErrorToast();

  /** Validates `values` with `schema`, then hands the parsed body to `send` (a mutation's mutate). */
  const save = <S extends z.ZodType>(verb: 'create' | 'update', schema: S, values: unknown, send: (body: z.output<S>, callbacks: SendCallbacks) => void) => {
    const result = validate(schema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send(result.data, {
      onSuccess: () => {
        toast({ title: `${noun} ${verb}d successfully`, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error);
        setErrors(fieldErrors);
        // Field problems show once, at their fields; the toast is for failures the form cannot place.
        showError(`Failed to ${verb} ${noun.toLowerCase()}`, error, Object.keys(fieldErrors).length > 0);
      },
    });
  };

  return { errors, formRef, save };
}
