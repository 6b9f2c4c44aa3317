// A product shown in the video player's product panel (docs/requirements.md §2.4, §3.7 "Video product info").
// Parsed once in src/rpc/video-product.ts.

export interface VideoProduct {
  /** `PROD…`. */
  productId: string;
  /** `CAT…`, or null when the answer names none (the quick view then opens on the product alone). */
  categoryId: string | null;
  name: string;
  /** The answer's description, else its `cue_subtitle`, else empty. Text, never markup. */
  description: string;
  /** The image URL as the server gave it; views pass it through ui/urls.ts safeUrl. */
  image: string;
}
