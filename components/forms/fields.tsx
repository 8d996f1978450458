import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './fields.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, required, hint, children, className }: FieldFrameProps) {
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
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} className={className}>
      <input
        id={fieldId}
        className={styles.control}
        required={required}
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
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
  const errorId = useId();
  return (
    <FieldFrame id={id} label={label} required={required} className={className}>
      <input
        ref={ref}
        id={id}
        type="file"
        className={styles.control}
        required={required}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
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
  return (
    <FieldFrame id={fieldId} label={label} required={required} className={className}>
      <textarea id={fieldId} className={styles.control} rows={4} required={required} {...textarea} />
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
  return (
    <FieldFrame id={fieldId} label={label} required={required} className={className}>
      <select id={fieldId} className={styles.control} required={required} defaultValue="" {...select}>
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
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input id={fieldId} type="checkbox" {...input} />
      <label htmlFor={fieldId}>{label}</label>
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
  return (
    <fieldset className={styles.radioGroup}>
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
    </fieldset>
  );
}
