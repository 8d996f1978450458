'use client';

import { createContext, useContext } from 'react';
import type { FieldErrors } from '@/lib/leads/forms/types';

const NO_ERRORS: FieldErrors = {};
const FieldErrorsContext = createContext<FieldErrors>(NO_ERRORS);

/** Gives a form's fields the errors of its last submit (see useFormSubmit). */
export function FieldErrorsProvider({
  errors,
  children,
}: {
  errors?: FieldErrors;
  children: React.ReactNode;
}) {
  return <FieldErrorsContext value={errors ?? NO_ERRORS}>{children}</FieldErrorsContext>;
}

/** The error of the field named `name`, if the last submit found one. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrorsContext)[name];
}
