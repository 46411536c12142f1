import { handleMorePosts } from "@/lib/server/api/more-posts";

export default handleMorePosts;
