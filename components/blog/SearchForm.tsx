import { SEARCH_PATH } from '@/lib/blog/search';
import { blogSearchCopy } from '@/lib/content/blog';
import { buttonClassName } from '@/components/ui/button';
import styles from './SearchForm.module.css';

/** A plain GET form (`q`) to the search page: it works without script. */
export function SearchForm({ terms = '' }: { terms?: string }) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" className={styles.form}>
      <label htmlFor="blog-search" className="visually-hidden">
        {blogSearchCopy.label}
      </label>
      <input
        id="blog-search"
        name="q"
        type="search"
        defaultValue={terms}
        placeholder={blogSearchCopy.placeholder}
        maxLength={100}
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={buttonClassName({ variant: 'primary' })}>
        {blogSearchCopy.submit}
      </button>
    </form>
  );
}
