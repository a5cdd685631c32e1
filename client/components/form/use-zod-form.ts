/**
 * The one form pattern of the app (docs/architecture.md, "Forms"): react-hook-form holds the values,
 * the shared zod schema of common/schemas (the one the server validates the body with) checks them
 * through @hookform/resolvers' zodResolver, and the fields of components/ui/field.tsx show each
 * problem once, inline, with aria-invalid and aria-describedby.
 *
 *   const form = useZodForm(ModuleCreateSchema, { name: '', order: '1' }, { toInput: (v) => ({ ...v, order: Number(v.order) }) });
 *   <form noValidate onSubmit={form.submit((body) => create.mutate(body, ...))}>
 *     <TextField label="Name" {...form.field('name')} />
 *
 * On submit, focus moves to the first invalid field (the first aria-invalid control of the form, so a
 * group such as a set of radios counts as well as a registered input); editing a
 * field clears its message (nothing is checked again until the next submit); server problems go to
 * their fields with setServerErrors. A schema may be given as a loader, so zod stays off the
 * critical path of a page (the auth pages: client/features/auth/load-auth-schemas.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import { get, useForm, type FieldErrors as RhfFieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { toast } from '../ui/toast';
import type { FieldErrors } from '@/lib/form-errors';

type Schema = z4.$ZodType;

export interface ZodFormOptions<V> {
  /** What the schema parses, made from the typed values (a number box's text as a number, ids the form does not show). */
  toInput?: (values: V) => unknown;
}

/** The type of a root error that says the schema could not be loaded (a flaky network). */
const LOAD_FAILED = 'schema-load';

export interface ZodForm<V extends FieldValues, Out> extends UseFormReturn<V, unknown, Out> {
  /** Props for a TextField, PasswordField, TextAreaField or SelectField: the registered input and its error. */
  field: (name: FieldPath<V>) => ReturnType<UseFormReturn<V>['register']> & { error?: string };
  /**
   * The form's onSubmit: validates, then calls onValid with the parsed body. One submit at a time: a
   * submit while one is under way (its promise unsettled) is ignored.
   */
  submit: (onValid: (body: Out) => unknown) => (event: FormEvent) => void;
  /** Puts a server's field problems beside their fields and focuses the first; false when none has a field here. */
  setServerErrors: (errors: FieldErrors) => boolean;
  /** The message of a path (for a control the form does not register, such as a group of radios). */
  errorOf: (name: string) => string | undefined;
  /** True from a submit until its onValid has settled (the schema may be loading before a mutation is pending). */
  submitting: boolean;
}

function resolverFor<V extends FieldValues, S extends Schema>(schema: S | (() => Promise<S>), toInput?: (values: V) => unknown): Resolver<V, unknown, z4.output<S>> {
  const check = (loaded: S, values: V, context: unknown, options: Parameters<Resolver<V, unknown, z4.output<S>>>[2]) =>
    (zodResolver(loaded as never) as unknown as Resolver<V, unknown, z4.output<S>>)((toInput ? toInput(values) : values) as V, context, options);
  if (typeof schema !== 'function') return (values, context, options) => check(schema, values, context, options);
  return async (values, context, options) => {
    let loaded: S;
    try {
      loaded = await schema();
    } catch {
      return { values: {}, errors: { root: { type: LOAD_FAILED, message: 'Please check your connection and try again.' } } as RhfFieldErrors<V> };
    }
    return check(loaded, values, context, options);
  };
}

export function useZodForm<S extends Schema, V extends FieldValues>(schema: S | (() => Promise<S>), defaults: V, options: ZodFormOptions<V> = {}): ZodForm<V, z4.output<S>> {
  const form = useForm<V, unknown, z4.output<S>>({
    defaultValues: defaults as never,
    resolver: resolverFor(schema, options.toInput),
    // Checked on submit only; a message then stays until its field is edited or the form is sent again.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Registered fields: react-hook-form focuses the first; reportErrors covers groups it does not register.
    shouldFocusError: true,
  });
  const busy = useRef(false);
  const { errors, isSubmitting } = form.formState;
  // The form element of the last submit, and whether its problems are yet to get focus: after the
  // render that shows them (react-hook-form publishes the errors after its onInvalid callback).
  const element = useRef<HTMLFormElement | null>(null);
  const focusPending = useRef(false);
  const focusFirstError = () => {
    if (!focusPending.current) return;
    const invalid = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusPending.current = false;
    if (document.activeElement?.getAttribute('aria-invalid') !== 'true') invalid.focus();
  };
  useEffect(focusFirstError);
  const reportErrors = () => {
    focusPending.current = true;
    // The errors may have rendered already, before this call.
    setTimeout(focusFirstError, 0);
  };

  const errorOf = (name: string) => {
    const fieldError: { message?: string } | undefined = get(errors, name);
    return fieldError?.message;
  };

  const field: ZodForm<V, z4.output<S>>['field'] = (name) => {
    const registered = form.register(name);
    const error = errorOf(name);
    return {
      ...registered,
      error,
      onChange: (event: Parameters<typeof registered.onChange>[0]) => {
        // A corrected field stops saying what was wrong with it.
        if (get(form.formState.errors, name)) form.clearErrors(name);
        return registered.onChange(event);
      },
    };
  };

  const submit: ZodForm<V, z4.output<S>>['submit'] = (onValid) => (event) => {
    event.preventDefault();
    if (busy.current) return;
    element.current = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    busy.current = true;
    void form
      .handleSubmit(
        async (body) => {
          await onValid(body);
        },
        (invalid) => {
          if (invalid.root?.type === LOAD_FAILED) {
            form.clearErrors('root');
            toast({ title: 'Connection problem', description: invalid.root.message, variant: 'destructive' });
          } else reportErrors();
        },
      )(event)
      .finally(() => {
        busy.current = false;
      });
  };

  const setServerErrors = (fieldErrors: FieldErrors) => {
    let placed = false;
    for (const [path, message] of Object.entries(fieldErrors)) {
      form.setError(path as FieldPath<V>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    if (placed) reportErrors();
    return placed;
  };

  return { ...form, field, submit, setServerErrors, errorOf, submitting: isSubmitting };
}
