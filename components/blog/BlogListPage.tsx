import { blogCategoryCopy, blogListCopy } from '@/lib/content/blog';
import { listTitle, listTrail, type ListPage } from '@/lib/blog/list-pages';
import { listPageHref } from '@/lib/blog/slug';
import { BlogListView } from './BlogListView';

/** A page of the blog's list, or of one category's. */
export function BlogListPage({ list }: { list: ListPage }) {
  const { category, posts, index } = list;
  return (
    <BlogListView
      eyebrow={category ? blogCategoryCopy.eyebrow : blogListCopy.eyebrow}
      title={listTitle(list)}
      intro={category ? blogCategoryCopy.intro(category.name, category.count) : blogListCopy.intro}
      trail={listTrail(list)}
      showTrail={Boolean(category) || posts.page > 1}
      listHeading={category ? blogCategoryCopy.title(category.name) : blogListCopy.listHeading}
      posts={posts.posts}
      pagination={{
        page: posts.page,
        pageCount: posts.pageCount,
        pageHref: (page) => listPageHref(category?.href ?? '/blog', page),
      }}
      categories={index.categories}
      currentCategory={category?.slug ?? null}
    />
  );
}
