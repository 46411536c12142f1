import { SiteLink } from "@/components/links/SiteLink";
import { ContentImage } from "@/components/media/ContentImage";
import { toIsoDate } from "@/lib/shared/content/date";
import { LIST_COVER_WIDTH } from "@/lib/shared/listing/listing";
import type { PostSummary } from "@/lib/shared/content/types";
import { usePageRoutes } from "@/lib/shared/i18n/page-language";
import { useMessages } from "@/lib/shared/i18n/messages-context";
import listingMessages from "@/lib/shared/i18n/compiled/en/listing";

type PostCardProps = { post: PostSummary; headingLevel?: 2 | 3; priorityImage?: boolean };

/**
 * The whole card is one link: the title's link stretches over the card (styles: .post-card__link::after),
 * so the link's name stays the title and nothing interactive is nested inside another link.
 */
export function PostCard({ post, headingLevel = 3, priorityImage = false }: PostCardProps) {
  const routes = usePageRoutes();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { formatDate } = useMessages(listingMessages);
  return (
    <article className="post-card">
      {post.coverImage ? (
        <ContentImage
          asset={post.coverImage}
          width={LIST_COVER_WIDTH}
          height={120}
          alt=""
          sizes="(max-width: 640px) 100vw, 300px"
          className="post-card__image"
          priority={priorityImage}
        />
      ) : null}
      <div className="post-card__body">
        {post.category ? <p className="post-card__category">{post.category.title}</p> : null}
        <Heading className="post-card__title">
          <SiteLink href={routes.path("article", { slug: post.slug })} className="post-card__link">
            {post.title}
          </SiteLink>
        </Heading>
        {post.excerpt ? <p className="post-card__excerpt">{post.excerpt}</p> : null}
        <p className="post-card__meta">
          <time dateTime={toIsoDate(post.firstPublishedAt ?? post.createdAt)}>{formatDate(post.firstPublishedAt ?? post.createdAt)}</time>
          {post.author ? <> · {post.author.name}</> : null}
        </p>
      </div>
    </article>
  );
}

type PostGridProps = {
  posts: PostSummary[];
  headingLevel?: 2 | 3;
  /** The grid leads the page: its first cover is the largest paint, so it loads first, not lazily. */
  leadsPage?: boolean;
};

export function PostGrid({ posts, headingLevel, leadsPage = false }: PostGridProps) {
  return (
    <ul className="post-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} priorityImage={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
