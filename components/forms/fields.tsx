import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { SPAM_TRAP_FIELD } from '@/lib/leads/protocol';
import { useFieldError } from './field-errors';
import styles from './fields.module.css';

/** What a field says under itself when its value is refused: announced, and named by the control. */
function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  );
}

/** aria-describedby for a control: its hint and its error, where it has them. */
function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, required, hint, error, children, className }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  /** Fixed id, where a form or a test needs a stable one; otherwise a unique one is made. */
  id?: string;
};

export function TextField({ label, hint, id, className, required, ...input }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const error = useFieldError(input.name);
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={fieldId}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null)}
        {...input}
      />
    </FieldFrame>
  );
}

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  name: string;
  id: string;
  /** A problem with the chosen file, shown under the field and announced. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
};

export function FileField({ label, id, error, className, required, ref, ...input }: FileFieldProps) {
  const submitError = useFieldError(input.name);
  const shown = error || submitError;
  return (
    <FieldFrame id={id} label={label} required={required} error={shown} className={className}>
      <input
        ref={ref}
        id={id}
        type="file"
        className={styles.control}
        required={required}
        aria-describedby={shown ? `${id}-error` : undefined}
        aria-invalid={shown ? true : undefined}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  name: string;
  id?: string;
};

export function TextAreaField({ label, id, className, required, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const error = useFieldError(textarea.name);
  return (
    <FieldFrame id={fieldId} label={label} required={required} error={error} className={className}>
      <textarea
        id={fieldId}
        className={styles.control}
        rows={4}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  name: string;
  /** The first, empty option; placeholderDisabled makes it unselectable once a choice is made. */
  placeholder: string;
  placeholderDisabled?: boolean;
  options: readonly (string | SelectOption)[];
  id?: string;
};

export function SelectField({
  label,
  placeholder,
  placeholderDisabled,
  options,
  id,
  className,
  required,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const error = useFieldError(select.name);
  return (
    <FieldFrame id={fieldId} label={label} required={required} error={error} className={className}>
      <select
        id={fieldId}
        className={styles.control}
        required={required}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...select}
      >
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: ReactNode;
  name: string;
  id?: string;
};

export function CheckboxField({ label, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const error = useFieldError(input.name);
  return (
    <div className={className}>
      <div className={styles.checkbox}>
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...input}
        />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      <FieldError id={`${fieldId}-error`} error={error} />
    </div>
  );
}

interface RadioGroupFieldProps {
  legend: ReactNode;
  name: string;
  options: readonly SelectOption[];
  required?: boolean;
}

export function RadioGroupField({ legend, name, options, required }: RadioGroupFieldProps) {
  const groupId = useId();
  const error = useFieldError(name);
  return (
    <fieldset
      className={styles.radioGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${groupId}-error` : undefined}
    >
      <legend className={styles.label}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio} htmlFor={`${groupId}-${option.value}`}>
            <input
              id={`${groupId}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              required={required}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${groupId}-error`} error={error} />
    </fieldset>
  );
}

/**
 * The field people never fill: out of sight and out of the accessibility tree, never reached by Tab. Scripts
 * that fill every field they find fill it too, and the site refuses what they send.
 */
export function SpamTrap() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={SPAM_TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
