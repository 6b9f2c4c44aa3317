// Video product info (docs/requirements.md §7.3, docs/wire-formats.md "Video product info"):
// GET /{brand}_video_content/product/{id} answers JSON, parsed here into the model's VideoProduct. Answers are
// kept per product id for the life of the page; a failed fetch is not kept, so a later ask tries again. The legacy
// page had no error handler for this call (§8): a failure resolves to null and shows nothing.
import { RPC_TIMEOUT_MS } from '../config/constants';
import { toCategoryId, toProductId } from '../model/ids';
import type { VideoProduct } from '../model/video';
import { isObject, toText } from './coerce';
import { kyWithDeadline } from './http';

export function videoProductUrl(brandPrefix: string, productId: string): string {
  return `/${brandPrefix}_video_content/product/${encodeURIComponent(productId)}`;
}

/** The answer as a VideoProduct; null when it is not an object or names no product. */
export function parseVideoProduct(answer: unknown, requestedId: string): VideoProduct | null {
  if (!isObject(answer)) return null;
  const productId = toText(answer.product_id) || requestedId;
  if (!productId) return null;
  const categoryId = toText(answer.category_id);
  return {
    productId: toProductId(productId),
    categoryId: categoryId ? toCategoryId(categoryId) : null,
    name: toText(answer.name),
    description: toText(answer.description) || toText(answer.cue_subtitle),
    image: toText(answer.image),
  };
}

const answers = new Map<string, Promise<VideoProduct | null>>();

/** The product's video info, fetched once per page (per brand and id); null when the fetch or the answer fails. */
export function fetchVideoProduct(brandPrefix: string, productId: string): Promise<VideoProduct | null> {
  const url = videoProductUrl(brandPrefix, productId);
  let answer = answers.get(url);
  if (!answer) {
    answer = kyWithDeadline(RPC_TIMEOUT_MS, undefined, (ky, options) => ky.get(new URL(url, location.href), { ...options, headers: { accept: 'application/json' } }).json())
      .then((body) => parseVideoProduct(body, productId), () => null)
      .then((product) => {
        if (!product) answers.delete(url);
        return product;
      });
    answers.set(url, answer);
  }
  return answer;
}
