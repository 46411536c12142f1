import { graphql } from "../generated";

/** An image or file as every query selects it. */
export const AssetFields = graphql(`
  fragment AssetFields on Asset {
    id
    url
    width
    height
    mimeType
    alt
  }
`);
