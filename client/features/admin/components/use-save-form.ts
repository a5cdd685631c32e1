/**
 * The submit of an admin create or edit form (docs/product.md §11), on the app's form pattern
 * (components/form/use-zod-form.ts): checked with the schema the server uses, sent once valid, then a
 * success toast and the dialog closes, or the server's field problems at their fields (a failure
 * toast only when none of them has a field). What was typed stays in the form either way.
 */
import type { FieldValues } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { useZodForm, type ZodFormOptions } from '@/components/form/use-zod-form';
import { toast } from '@/components/ui/toast';
import { serverFieldErrors } from '@/lib/form-errors';
import { useAdminErrorToast } from './use-admin-error';

interface SendCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export interface SaveFormOptions<V, Body> extends ZodFormOptions<V> {
  /** Sends the parsed body (a mutation's mutate with these callbacks). */
  send: (body: Body, callbacks: SendCallbacks) => void;
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form and its onSubmit. */
export function useSaveForm<S extends z4.$ZodType, V extends FieldValues>(
  noun: 'Certificate' | 'Module' | 'Question',
  verb: 'create' | 'update',
  schema: S,
  defaults: V,
  options: SaveFormOptions<V, z4.output<S>>,
) {
  const form = useZodForm(schema, defaults, options);
  const showError = useAdminErrorToast();

  const onSubmit = form.submit(
    (body) =>
      new Promise<void>((settled) =>
        options.send(body, {
          onSuccess: () => {
            toast({ title: `${noun} ${verb}d successfully`, variant: 'success' });
            settled();
            options.onDone();
          },
          onError: (error) => {
            // Field problems show once, at their fields; the toast is for failures the form cannot place.
            showError(`Failed to ${verb} ${noun.toLowerCase()}`, error, form.setServerErrors(serverFieldErrors(error)));
            settled();
          },
        }),
      ),
  );

  return { form, onSubmit };
}
