import { handleMorePosts } from "@/lib/api/more-posts";

export default handleMorePosts;
