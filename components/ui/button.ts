import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'light' | 'outlineLight';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

/** Class names for anything that looks like a button: <button>, <Link> or a download <a>. */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  block,
  className,
}: ButtonStyle = {}) {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}
